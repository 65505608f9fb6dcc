import { NATIVE_ATTR } from '../contract/page-marks';
/** What the entry's own dialogs (the early menu and viewer) share: icons and their styles. */

const SVG = 'http://www.w3.org/2000/svg';
/** Material icons' paths: the app's dialogs draw the same. */
export const ICONS = {
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
} as const;

export function icon(doc: Document, d: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

/** A button of the entry's: named, with an icon, answering `then`. */
export function iconButton(doc: Document, name: string, d: string, mark: string, then: () => void): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute(mark, '');
  button.setAttribute('aria-label', name);
  button.append(icon(doc, d));
  button.addEventListener('click', then);
  return button;
}

/** Adds `css` to the page once (`id` names it). */
export function addStyles(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}

/**
 * A modal dialog of the entry's, shown: its controls are the entry's and the platform's, so no
 * click in it waits for the app (`data-native`); removed once closed, and focus goes back to
 * `opener` (the control that opened it) unless the visitor put it somewhere else meanwhile. The
 * opener has the focus as the dialog turns modal, so the platform gives it back as the dialog
 * closes (before its `close` event, which comes a task later and only checks): Safari does not
 * focus a tapped button, and the popover below has taken the focus into the dialog by then.
 *
 * Drawn first in the top layer as a popover, and made modal in the task after the frame that
 * shows it (or at once when the visitor touches, types or clicks before that): `showModal()` makes the rest of
 * the page inert, and inertness is part of each element's style, so it restyles the whole page
 * (57 ms of a 175 ms tap on the phone menu at 6x CPU, docs/performance.md), which the answer's
 * frame then waited for. Where popovers are unknown, modal at once.
 */
export function showDialog(doc: Document, dialog: HTMLDialogElement, opener: Element): void {
  dialog.setAttribute(NATIVE_ATTR, '');
  dialog.addEventListener('close', () => {
    const at = doc.activeElement;
    if (opener instanceof HTMLElement && opener.isConnected && (!at || at === doc.body || dialog.contains(at))) opener.focus();
    dialog.remove();
  });
  doc.body.append(dialog);
  const modal = () => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    dialog.showModal();
  };
  const view = doc.defaultView;
  if (!view || typeof dialog.showPopover !== 'function') return void modal();
  dialog.popover = 'manual';
  dialog.showPopover();
  // Any touch, key or click before that makes it modal first: an Escape, a Tab or Close then
  // meet the modal dialog they would have met.
  const acts = ['pointerdown', 'keydown', 'click'] as const;
  const makeModal = () => {
    for (const type of acts) doc.removeEventListener(type, makeModal, true);
    if (!dialog.isConnected || !dialog.matches(':popover-open')) return;
    dialog.hidePopover();
    dialog.removeAttribute('popover');
    modal();
  };
  for (const type of acts) doc.addEventListener(type, makeModal, true);
  view.requestAnimationFrame(() => view.setTimeout(makeModal, 0));
}

/** Runs `run` when the page is idle (soon, where the browser has no idle callbacks). */
export function idleThen(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
