import { es } from './es';
import { registerStrings } from './index';

// Every table at once, for code that renders without a browser: the prerender, the SSR entry,
// the PWA asset script and the unit tests. The browser loads Spanish on demand (`loadStrings`).
registerStrings('es', es);
