export { registerPwa } from './register';
export { InstallPrompt } from './install-prompt';
export { PwaOverlays } from './pwa-overlays';
