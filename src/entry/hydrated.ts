import { APP_READY_ATTR, PART_ATTR, PART_READY_ATTR } from '../contract/page-marks';
/**
 * Whether the app has hydrated an element, and that hydration has committed: the app says so on
 * the element's part (`data-part-ready` on the closest `data-part`: the app's root, the page's
 * `<main>`, a dialog's body; components/hydration-part.tsx), set in the commit of the pass that
 * hydrated it. The entry answers, writes or holds a part of a prerendered page only until then
 * (the app's root commits before its parts are hydrated: they wait for their code).
 *
 * Not React's own fields on the element: React sets them as it renders an element, before that
 * render commits, and hydration is a transition that yields to input, so React may still drop a
 * click on an element that has them. An element in no part is one the app drew outside its root
 * (a popup in a portal): the app's once its root has committed.
 */
export function hydrated(el: Element): boolean {
  const part = el.closest(`[${PART_ATTR}]`);
  return part ? part.hasAttribute(PART_READY_ATTR) : el.ownerDocument.documentElement.hasAttribute(APP_READY_ATTR);
}

