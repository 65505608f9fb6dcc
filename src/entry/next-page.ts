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

/** Resolves once the page is shown: at once, or when a page prerendered ahead is activated. */
export function whenShown(doc: MaybePrerendering = document): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}

/**
 * Back or Forward to another page of the site within this document, before the app runs: the
 * page loads it. Chromium keeps a reloaded page in the same document as the entries the app added
 * before the reload (a link followed in the app, then a reload): Back to them is then a traversal
 * within this document, and this prerendered page, with no app to draw the other page, showed its
 * own under the other's address. Once the app runs, its router draws them. A change of the hash
 * alone (a one-page site's sections) is the browser's.
 */
export function loadOtherPages(win: Window, appRuns: () => boolean): void {
  const own = win.location.pathname;
  win.addEventListener('popstate', () => {
    if (!appRuns() && win.location.pathname !== own) win.location.reload();
  });
}
