import { PART_ATTR, PART_READY_ATTR } from '../../src/contract/page-marks';

/**
 * What the app says once it has hydrated `el` (components/hydration-part.tsx): here `el` is made
 * a part of its own, marked ready, so nothing around it changes.
 */
export function markHydrated(el: Element): void {
  el.setAttribute(PART_ATTR, '');
  el.setAttribute(PART_READY_ATTR, '');
}
