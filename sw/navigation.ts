import { prerenderedPageCandidates, SHELL_PAGES } from './routing';

/** Looks a base-relative file up in the precache (`matchPrecache` in the worker). */
export type PrecacheLookup = (relativeUrl: string) => Promise<Response | undefined>;

/**
 * Answers a navigation precache-first (docs/decisions/0003-offline-navigation.md): the
 * prerendered page for the path, else the app shell, else the network (a worker whose
 * precache is incomplete must still let the page load).
 */
export async function answerNavigation(
  url: URL,
  basePath: string,
  lookup: PrecacheLookup,
  network: () => Promise<Response>,
): Promise<Response> {
  for (const candidate of [...prerenderedPageCandidates(url.pathname, basePath), ...SHELL_PAGES]) {
    const hit = await lookup(candidate);
    if (hit) return hit;
  }
  return network();
}
