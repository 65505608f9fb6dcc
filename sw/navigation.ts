import { prerenderedPageCandidates, SHELL_PAGES } from './routing';

/** Looks a base-relative file up in the precache (`matchPrecache` in the worker). */
export type PrecacheLookup = (relativeUrl: string) => Promise<Response | undefined>;

/** Pages kept from visits (service and landing pages are not precached): a bounded cache. */
export interface VisitedPages {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

/** How long a page not in the precache may take from the network before a kept copy is used. */
export const NAVIGATION_TIMEOUT_MS = 4000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('navigation timed out')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/**
 * Answers a navigation (docs/decisions/0003-offline-navigation.md): the precached page for the
 * path (fixed routes); else the copy kept from an earlier visit, at once (a kept page belongs to
 * this worker's deployment, as the precache does, so it is as current: the next page of a visit
 * waits for no network); else the network, keeping a good page (service and landing pages,
 * cached as visited); else (offline, slow, or no such page on the host) the app shell, which
 * renders any route from the record; else whatever the network said.
 */
export async function answerNavigation(
  url: URL,
  basePath: string,
  lookup: PrecacheLookup,
  network: () => Promise<Response>,
  visited?: VisitedPages,
  timeoutMs = NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  for (const candidate of prerenderedPageCandidates(url.pathname, basePath)) {
    const hit = await lookup(candidate);
    if (hit) return hit;
  }
  const key = `${url.origin}${url.pathname}`;
  const kept = await visited?.match(key).catch(() => undefined);
  if (kept) return kept;
  let answer: Response | undefined;
  try {
    answer = await withTimeout(network(), timeoutMs);
    if (answer.ok && (answer.headers.get('Content-Type') ?? '').includes('text/html')) {
      await visited?.put(key, answer.clone()).catch(() => undefined);
      return answer;
    }
  } catch {
    // Offline or too slow: the shell.
  }
  // A path the build has no page for (a service added since, or a real not-found): the shell
  // renders it from the live record, or shows the not-found page.
  for (const candidate of SHELL_PAGES) {
    const hit = await lookup(candidate);
    if (hit) return hit;
  }
  return answer ?? network();
}
