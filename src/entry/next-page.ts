/**
 * The next page at once (DECISIONS.md § Loading, issue "a visit, not a page"): every page names
 * the site's own pages as ones Chromium may prerender ahead (Speculation Rules) when the visitor
 * shows intent on a link, `moderate`: a pointer resting on it, or the finger touching it down.
 * Not every link in sight: a phone's data is not spent on pages nobody opens. The tap then shows
 * a page already drawn. Other browsers ignore the rules. Inline (the CSP allows exactly this
 * text by its hash, scripts/security-headers.ts), so every host and the offline worker's copies
 * carry them with no header or file of their own.
 *
 * A prerendered page runs its scripts hidden: the entry waits until it is shown
 * (`whenShown`), so its view, visit count, live state and early answers start only then.
 */
import { nextPaint } from './paint-first';

/** The rules: the site's pages under its base path; no file (a dot in its last part), download or new window. */
export function speculationRules(basePath: string): string {
  const rules = {
    prerender: [
      {
        where: {
          and: [
            { href_matches: `${basePath}*` },
            { not: { href_matches: `${basePath}*.*` } },
            { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
  return JSON.stringify(rules).replace(/</g, '\\u003c');
}

export function speculationRulesTag(basePath: string): string {
  return `<script type="speculationrules">${speculationRules(basePath)}</script>`;
}

type MaybePrerendering = Pick<Document, 'addEventListener'> & { prerendering?: boolean };

/**
 * Resolves once the page is shown: at once, or for a page prerendered ahead, once the frame that
 * shows it has been drawn. The page was parsed, styled and laid out hidden; what the entry starts
 * when it is shown (its view, live state, early answers: ~50 ms at 4x CPU in a trace, 29 Nov
 * 2026) ran in the activation's own task, before that frame, and the tap waited for it.
 */
export function whenShown(doc: MaybePrerendering = document, drawn: () => Promise<void> = () => nextPaint()): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  return new Promise<void>((resolve) => doc.addEventListener('prerenderingchange', () => resolve(), { once: true })).then(drawn);
}

/**
 * Back or Forward to another page of the site within this document: the page loads it, app or
 * not. Every page change is a document's own (decision 0020), so only entries an earlier version
 * of the app added (a link it followed in the document, before 29 Nov 2026) can lead there, and
 * Chromium keeps them in a reloaded page's document: this prerendered page showed its own under
 * the other's address. A change of the hash alone (a one-page site's sections) is the browser's.
 */
export function loadOtherPages(win: Window): void {
  const own = win.location.pathname;
  win.addEventListener('popstate', () => {
    if (win.location.pathname !== own) win.location.reload();
  });
}
