import { config } from '../../config/env';
import { siteNames } from '../../contract/site-names';
import { privacySignal } from '../../events/privacy';

/** In sessionStorage once this browser session's visit of this site is counted (or being counted by the page's entry). */
export const SESSION_FLAG = siteNames(config.basePath).visitCounted;

type Session = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's sessionStorage, or undefined where it is blocked. */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Counts the visit of a prerendered page whose app has not started (src/main.tsx): one `POST`
 * (none under Global Privacy Control or Do Not Track), nothing parsed or cached (the counter's
 * popup asks for the total when opened). The session is marked before the request, so an app
 * starting meanwhile does not count it again, and unmarked if the counter did not accept it, so
 * the next page load tries again.
 */
export async function countPageVisit(url: string, session: Session | undefined, fetchImpl: typeof fetch = fetch): Promise<void> {
  // Global Privacy Control or Do Not Track: the visit is not counted (docs/visits-counter.md).
  if (privacySignal()) return;
  try {
    if (session?.getItem(SESSION_FLAG) === '1') return;
    session?.setItem(SESSION_FLAG, '1');
  } catch {
    // storage blocked: counted, possibly again on the next page, the lesser harm
  }
  try {
    const answer = await fetchImpl(url, { method: 'POST' });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  } catch (err) {
    console.warn('The visit could not be counted:', err instanceof Error ? err.message : err);
    try {
      session?.removeItem(SESSION_FLAG);
    } catch {
      /* as above */
    }
  }
}
