/**
 * Whether React has hydrated an element: it keeps the element's props on it from then on. The
 * entry answers, writes or holds a part of a prerendered page only until then (the app's
 * root commits before every part is hydrated: parts wait for their code).
 */
export const hydrated = (el: Element): boolean => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** On `<html>` once the app's first render or hydration has committed (main.tsx). */
export const APP_READY_ATTR = 'data-app-ready';

/**
 * Whether the app answers a touch on `el` now: hydrated, and that hydration committed. Hydration
 * is a transition that yields to input: in between, React may have rendered an element (its props
 * are on it) and still drop a click on it, so until the commit the entry answers.
 */
export const appAnswers = (el: Element): boolean => hydrated(el) && el.ownerDocument.documentElement.hasAttribute(APP_READY_ATTR);
