/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Whether the build reports tap counts (`VITE_EVENTS_URL` set; vite.config.ts): false compiles the events away. */
declare const __CANOPY_EVENTS__: boolean;
