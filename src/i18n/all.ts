import { es } from './es';
import { registerStrings } from './index';

// Every table at once, for Node code that renders without a browser: the prerender, the PWA
// asset script and the unit tests. The browser, and the server bundle the prerender runs
// (src/entry-server.tsx), load Spanish on demand (`loadStrings`).
registerStrings('es', es);
