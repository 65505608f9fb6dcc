/**
 * Whether React has hydrated an element: it keeps the element's props on it from then on. The
 * entry answers, writes or holds a part of a prerendered page only until then (the app's
 * root commits before every part is hydrated: parts wait for their code).
 */
export const hydrated = (el: Element): boolean => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
