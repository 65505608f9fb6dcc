import { PRELOADS_ID, takeFromTemplate } from './page-record';

/** A macrotask: what runs after it is a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Each preload link costs the main thread a little (~0.2 ms, ~0.7 ms on a 4x slower phone). */
export const PRELOADS_PER_TASK = 8;

/**
 * Moves a prerendered page's links (the prerender lists them in an inert template) into <head>:
 * its manifest, what the app fetches first (the record, the photo map) and the app's code as
 * `modulepreload`s, so the page's chunks download in parallel instead of one after another as
 * the app imports them. A few links per task: some thirty at once make a long task on a slow phone.
 * `scripts: false` moves all but the code's preloads, which stay in the template for a later
 * call: each is a request and a compile on the page's main thread, and where the offline worker
 * installs, its precache downloads every chunk on its own thread instead (decision 0017).
 * Resolves once every link is in place; a page without the template resolves at once.
 */
export async function addPreloads(doc: Document = document, perTask = PRELOADS_PER_TASK, scripts = true): Promise<void> {
  const links = takeFromTemplate(doc, PRELOADS_ID).filter((link) => scripts || link.getAttribute('rel') !== 'modulepreload');
  for (let i = 0; i < links.length; i += perTask) {
    if (i) await nextTask();
    doc.head.append(...links.slice(i, i + perTask));
  }
}
