import { APP_READY_ATTR, NATIVE_ATTR } from '../contract/page-marks';
/**
 * Whether React has hydrated an element: it keeps the element's props on it from then on. The
 * entry answers, writes or holds a part of a prerendered page only until then (the app's
 * root commits before every part is hydrated: parts wait for their code).
 */
export const hydrated = (el: Element): boolean => Object.keys(el).some((key) => key.startsWith('__reactProps$'));


/**
 * Whether the app answers a touch on `el` now: hydrated, and that hydration committed. Hydration
 * is a transition that yields to input: in between, React may have rendered an element (its props
 * are on it) and still drop a click on it, so until the commit the entry answers.
 */
export const appAnswers = (el: Element): boolean => hydrated(el) && el.ownerDocument.documentElement.hasAttribute(APP_READY_ATTR);

/**
 * Hands a tap the page could not answer before the app (no links to show, words it cannot read,
 * a player it does not know, its code not come) to the app: the control is no longer the
 * entry's (`data-native` goes) and is clicked again, so the page holds that click until the app
 * answers it (entry/start-on-demand.ts). The entry answers only controls that are still its own.
 */
export function handToApp(control: HTMLElement): void {
  control.removeAttribute(NATIVE_ATTR);
  control.click();
}

/** True while `control` is the entry's to answer (marked so; whether the app answers it now is `appAnswers`). */
export const isEarly = (control: Element | null | undefined): control is HTMLElement =>
  control instanceof HTMLElement && control.hasAttribute(NATIVE_ATTR);
