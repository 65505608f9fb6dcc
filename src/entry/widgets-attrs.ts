import { hydrated } from './hydrated';
import { WIDGETS_TOGGLE_ATTR } from '../contract/page-marks';

/**
 * The floating widgets' marks, shared by the app's panel (features/widgets/floating-widgets.tsx)
 * and the entry's answer to its main button before the app runs (entry/early-widgets.ts).
 */


/**
 * Whether the page shows the panel open as the app hydrates it: the build's state (closed), or the
 * entry's if the visitor opened it before the app ran. False once the app has the button.
 */
export function readPanelOpen(doc: Document | undefined): boolean {
  const toggle = doc?.querySelector(`button[${WIDGETS_TOGGLE_ATTR}]`);
  return !!toggle && !hydrated(toggle) && toggle.getAttribute('aria-expanded') === 'true';
}
