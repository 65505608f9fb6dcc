import { PRELOADS_ID, takeFromTemplate } from './embed';

/** A macrotask: what runs after it is a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Each preload link costs the main thread a little (~0.2 ms, ~0.7 ms on a 4x slower phone). */
export const PRELOADS_PER_TASK = 8;

/**
 * Moves a prerendered page's script preloads (the prerender lists them in an inert template)
 * into <head>, so the page's chunks download in parallel instead of one after another as the
 * app imports them. A few links per task: some thirty at once make a long task on a slow phone.
 * Resolves once every link is in place; a page without the template resolves at once.
 */
export async function addPreloads(doc: Document = document, perTask = PRELOADS_PER_TASK): Promise<void> {
  const links = takeFromTemplate(doc, PRELOADS_ID);
  for (let i = 0; i < links.length; i += perTask) {
    if (i) await nextTask();
    doc.head.append(...links.slice(i, i + perTask));
  }
}
