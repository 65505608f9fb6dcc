/**
 * The loading cover is the visit's, not the page's (decision 0000 § Loading): shown on the first
 * page a visitor opens in a tab, never on a later page of the same visit (a tapped link, a
 * reload, Back). The decision has to be made before the page's first paint, or the cover shows
 * for a frame: so it is a few bytes of inline script in every page's `<head>`, run before the
 * body is parsed (the CSP allows exactly this text by its hash: scripts/security-headers.ts).
 * The entry and its module scripts run only after the parse, when the page may have painted.
 */

import { siteNames } from '../contract/site-names';
import { LATER_PAGE_ATTR } from '../contract/page-marks';


/**
 * The head script's text. The first page of a tab marks the visit and keeps its cover; a page
 * that finds the mark is a later one. Where storage is blocked (it throws), every page is a
 * first page: the cover shows, as it did before.
 */
export function visitCoverScript(basePath: string): string {
  // The mark is the site's (contract/site-names.ts): another site on the origin has its own first page.
  // `<` escaped: no name could close the script element.
  const k = JSON.stringify(siteNames(basePath).visitMark).replace(/</g, '\\u003c');
  return `try{var s=sessionStorage;s.getItem(${k})?document.documentElement.setAttribute("${LATER_PAGE_ATTR}",""):s.setItem(${k},"1")}catch(e){}`;
}

/** The `<script>` element every page carries first in its `<head>`. */
export function visitCoverTag(basePath: string): string {
  return `<script>${visitCoverScript(basePath)}</script>`;
}
