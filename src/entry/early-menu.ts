/**
 * The phone menu, one implementation for the page's whole life (issue 37): answered before the app
 * has run and after; the app renders its button only (components/layout/mobile-menu.tsx). It was a
 * MUI drawer: on a 4x slower phone the first tap waited 1.4-3 s for React, the page's hydration
 * and the drawer's code, so this answered until the app had the button, and the two differed
 * where a visitor saw it. Every page already carries the whole navigation (the wide screen's row,
 * hidden on a phone, its groups' lists hidden too), so the menu shows those same links in a modal
 * `<dialog>` in the frame after the tap: no byte is added to a page (a prerendered menu put every
 * link in each page twice). Groups are `<details>`, closing is the platform's (Escape, the close
 * button, a tap outside); the dialog is removed once closed and focus goes back to the button.
 */

import { oncePerDocument } from './once-per-document';
import { addStyles, icon, iconButton, ICONS, idleThen, showDialog } from './dialog-parts';
import { EARLY_MENU_ATTR, EARLY_VIDEO_ATTR, ENTRY_CAPTURE, MENU_DRAWER_ATTR, MENU_EXTRA_ATTR, NATIVE_ATTR, SHOWN_DIALOG, VIEWER_ATTR } from '../contract/page-marks';

export { addStyles, iconButton, ICONS, idleThen, showDialog };

const D = `dialog[${MENU_DRAWER_ATTR}]`;
const MENU_BUTTON = `button[${EARLY_MENU_ATTR}]`;
/**
 * The menu's look: a sheet from the right, rows of 48 px. It slides in from
 * part of the way, not from off the screen: its first frame then already shows most of it (from
 * off the screen, the first frame showed none, and the tap looked answered a frame or two later).
 */
// The theme's paper is white (theme/theme.ts); the text the page's own (the body's colour).
const STYLES = `${D}{margin:0 0 0 auto;padding:0;border:0;width:min(88vw,360px);max-width:none;height:100%;max-height:none;overflow-y:auto;box-shadow:0 8px 24px rgba(0,0,0,.3);font:inherit;color:inherit;background:#fff;
&::backdrop{background:rgba(0,0,0,.5)}
ul{list-style:none;margin:0;padding:0}
nav a,summary,[data-close]{display:flex;align-items:center;justify-content:space-between;box-sizing:border-box;width:100%;min-height:48px;padding:0 16px;color:inherit;background:none;border:0;font:inherit;text-align:left;text-decoration:none;cursor:pointer;&:hover{background:rgba(127,127,127,.12)}}
details a{padding-left:32px}
summary{list-style:none;&::-webkit-details-marker{display:none}}
[open]>summary svg{rotate:180deg}
:focus-visible{outline:2px solid;outline-offset:-3px}
svg{width:24px;height:24px;flex:none;fill:currentColor}
[data-close]{width:48px;margin:8px 8px 0 auto;padding:12px;border-radius:50%}
[${MENU_EXTRA_ATTR}]{display:grid;gap:16px;padding:20px;border-top:1px solid rgba(127,127,127,.3);
div{display:flex;align-items:center;gap:8px;opacity:.75}
svg{width:20px;height:20px}}}
@media (prefers-reduced-motion:no-preference){${D}{transition:translate .2s ease-out}@starting-style{${D}${SHOWN_DIALOG}{translate:40%}}}`;

/** A copy without the page's classes, ids or icons' sizes (the menu's styles apply instead). */
function bare<T extends Element>(el: T): T {
  const copy = el.cloneNode(true) as T;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    node.removeAttribute('class');
    node.removeAttribute('id');
    node.removeAttribute('aria-controls');
  }
  return copy;
}

/** The wide screen's navigation as the phone menu's: each group's button and list a `<details>`. */
function menuNav(doc: Document, nav: Element): HTMLElement {
  const copy = bare(nav) as HTMLElement;
  for (const li of copy.querySelectorAll('li')) {
    const button = li.querySelector(':scope > button');
    const list = li.querySelector(':scope > ul');
    if (!button || !list) continue;
    const details = doc.createElement('details');
    const summary = doc.createElement('summary');
    summary.append(button.textContent ?? '', icon(doc, ICONS.expand));
    list.removeAttribute('hidden');
    details.append(summary, list);
    li.replaceChildren(details);
  }
  return copy;
}

/** What goes under the links: the header's estimate button as it is styled, the hours bare. */
function menuExtra(doc: Document, header: Element): HTMLElement | undefined {
  // The estimate button first, then the hours, as the app's drawer had them.
  const parts = [...header.querySelectorAll(`[${MENU_EXTRA_ATTR}]`)].sort((a, b) => Number(b instanceof HTMLAnchorElement) - Number(a instanceof HTMLAnchorElement));
  if (!parts.length) return undefined;
  const box = doc.createElement('div');
  box.setAttribute(MENU_EXTRA_ATTR, '');
  for (const part of parts) {
    // The button keeps its classes (its colours); it is hidden on a phone's header, shown here.
    const copy = part instanceof HTMLAnchorElement ? (part.cloneNode(true) as HTMLElement) : bare(part);
    copy.removeAttribute(MENU_EXTRA_ATTR);
    copy.removeAttribute('id');
    if (copy instanceof HTMLAnchorElement) copy.style.display = 'flex';
    box.append(copy);
  }
  return box;
}

/** The header's link a link of the menu stands for (the same address). */
function ownLink(header: Element, link: Element): HTMLElement | undefined {
  const href = link.getAttribute('href');
  // The navigation's first (the estimate button may lead to the same page).
  return [...header.querySelectorAll<HTMLElement>('nav a[href]'), ...header.querySelectorAll<HTMLElement>('a[href]')].find((a) => a.getAttribute('href') === href);
}

/** A plain tap or click: one a modifier or another button makes (a new tab, a download) stays the browser's. */
const plain = (event: MouseEvent) => !event.button && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * A link tapped in the menu closes it (on a one-page site its sections are on this page, and the
 * page would scroll under a menu left open; Back restores this page as it was left) and is
 * followed as the header's own link, whatever that link does on a click (the browser goes to the
 * next page: decision 0020). A tap outside the sheet closes it where `closedby` is unknown.
 */
function onMenuClick(dialog: HTMLDialogElement, header: Element, event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link) {
    dialog.close();
    const own = ownLink(header, link);
    if (own && plain(event) && !event.defaultPrevented) {
      event.preventDefault();
      own.click();
    }
    return;
  }
  if (event.target !== dialog) return;
  const r = dialog.getBoundingClientRect();
  const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
  if (!inside) dialog.close();
}

/** What the menu is built from: when it changes (the app drew a changed record, another page's links), a menu built ahead is stale. */
const sourceOf = (header: Element) => [header.querySelector('nav'), ...header.querySelectorAll(`[${MENU_EXTRA_ATTR}]`)].map((el) => el?.outerHTML).join('');

/** The menu `button` belongs to, built and not shown; undefined outside a header. */
function buildEarlyMenu(doc: Document, button: Element): HTMLDialogElement | undefined {
  const header = button.closest('header');
  if (!header) return undefined;
  const nav = header.querySelector('nav');
  addStyles(doc, 'early-menu-styles', STYLES);
  const dialog = doc.createElement('dialog');
  dialog.setAttribute(MENU_DRAWER_ATTR, '');
  dialog.setAttribute('aria-label', nav?.getAttribute('aria-label') ?? button.getAttribute('aria-label') ?? '');
  // A tap outside closes it where the browser knows `closedby` (below, where it does not).
  dialog.setAttribute('closedby', 'any');
  const close = iconButton(doc, button.getAttribute(EARLY_MENU_ATTR) ?? '', ICONS.close, 'data-close', () => dialog.close());
  dialog.append(close);
  if (nav) dialog.append(menuNav(doc, nav));
  const extra = menuExtra(doc, header);
  if (extra) dialog.append(extra);
  dialog.addEventListener('click', (event) => onMenuClick(dialog, header, event));
  return dialog;
}

/**
 * Menus built ahead, at idle, by button, with what they were built from: the tap then only shows
 * one (building it, its styles included, was a third of the tap's work at 4x).
 */
const ready = new WeakMap<Element, { dialog: HTMLDialogElement | undefined; source: string }>();
const prepare = (doc: Document, button: Element) =>
  idleThen(() => {
    const header = button.closest('header');
    if (header && !ready.has(button)) ready.set(button, { dialog: buildEarlyMenu(doc, button), source: sourceOf(header) });
  });

/**
 * Opens the menu `button` belongs to, in a modal dialog; undefined outside a header. The button
 * says it is open (`aria-expanded`); closed, the dialog goes and focus comes back to the button.
 */
export function openEarlyMenu(doc: Document, button: HTMLElement): HTMLDialogElement | undefined {
  const header = button.closest('header');
  const made = ready.get(button);
  ready.delete(button);
  const dialog = made && header && made.source === sourceOf(header) ? made.dialog : buildEarlyMenu(doc, button);
  if (!dialog) return undefined;
  dialog.addEventListener('close', () => {
    button.setAttribute('aria-expanded', 'false');
    // The next one, for the next tap.
    prepare(doc, button);
  });
  showDialog(doc, dialog, button);
  button.setAttribute('aria-expanded', 'true');
  return dialog;
}

/**
 * Answers the phone menu button for the page's whole life, before the app runs and after (the
 * returned function stops it: tests). This module comes after the first paint: a tap before it is
 * held like any other (entry/start-on-demand.ts) and made again once the app has the button; from
 * here the button is the entry's to answer (`data-native`: not held). In the capture phase: React
 * stops a tap on a part it is still hydrating (contract/page-marks.ts `ENTRY_CAPTURE`).
 */
export const answerEarlyMenu = oncePerDocument((doc) => {
  for (const button of doc.querySelectorAll(MENU_BUTTON)) {
    button.setAttribute(NATIVE_ATTR, '');
    prepare(doc, button);
  }
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(MENU_BUTTON) : null;
    if (button && !doc.querySelector(`${D}${SHOWN_DIALOG}`)) openEarlyMenu(doc, button);
  };
  doc.addEventListener('click', onClick, ENTRY_CAPTURE);
  return () => {
    doc.removeEventListener('click', onClick, ENTRY_CAPTURE);
  };
});

/** Resolves once one of `els` is within a screen of the viewport. */
const near = (els: NodeListOf<Element>) =>
  new Promise<void>((resolve) => {
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && (seen.disconnect(), resolve()), { rootMargin: '100% 0px' });
    els.forEach((el) => seen.observe(el));
  });

/**
 * The entry's answers to the page's dialogs, from after the first paint (main.tsx): the menu at
 * once; a gallery photo's viewer and a video's player once one nears the screen (their chunks,
 * not on the home page's first visit: its gallery and video are far below the first screen). One
 * loader here instead of three in the entry, which every page (the card's at its budget) carries.
 */
export function answerEarly(doc: Document): void {
  if (doc.querySelector(`[${EARLY_MENU_ATTR}]`)) answerEarlyMenu(doc);
  const later = (selector: string, what: string, start: () => Promise<unknown>) => {
    const els = doc.querySelectorAll(selector);
    if (els.length) void near(els).then(start).catch((err: unknown) => console.warn(`${what} could not start:`, err));
  };
  later(`[${VIEWER_ATTR}]`, 'The gallery viewer', () => import('./early-viewer').then((m) => m.answerEarlyViewer(doc)));
  later(`[${EARLY_VIDEO_ATTR}]`, 'The video player', () => import('./early-video').then((m) => m.answerEarlyVideos(doc)));
}
