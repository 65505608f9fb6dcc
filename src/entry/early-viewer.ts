import { oncePerDocument } from './once-per-document';
import { swipeTracker, viewerKeyAction, wrapIndex } from '../controls/viewer-state';
// Through the menu's module: every page with a gallery has the menu, so its chunk is loaded
// already and carries these parts (a chunk of their own cost a request and 0.2 KB).
import { addStyles, iconButton, ICONS, idleThen, showDialog } from './early-menu';
import { ENTRY_CAPTURE, NATIVE_ATTR, SHOWN_DIALOG, VIEWER_ATTR, type ViewerWords } from '../contract/page-marks';

/**
 * A gallery photo's full-screen viewer, one implementation for the page's whole life (issue 37):
 * answered before the app has run and after; the app renders the grid's tiles only
 * (components/gallery/image-grid.tsx). It was also the app's (a MUI dialog, loaded on the first
 * tap after the app ran): the first tap on a photo waited 2 s at 4x for React, the page's
 * hydration and that code, so this answered until the app had the tile, and the two differed. The
 * tile already holds the photo (every width, in `srcset`), so this shows a copy of it at the
 * screen's width in a modal `<dialog>` in the frame after the tap, with the counter, Previous and
 * Next (buttons, arrow keys, Home and End, a swipe), wrapping both ways; Escape or Close close it
 * and focus goes back to the tile. Removed once closed.
 */

const D = 'dialog[data-early-viewer]';
/** The app's viewer's look: full screen, dark, round translucent buttons. */
const STYLES = `${D}{margin:0;padding:0;border:0;width:100%;height:100%;max-width:none;max-height:none;background:#0b100c;color:#fff;font:inherit;
&${SHOWN_DIALOG}{display:flex;flex-direction:column}
&::backdrop{background:#0b100c}
[data-top]{display:flex;align-items:center;gap:16px;padding:12px 16px}
h2{flex:1;margin:0;font-size:1rem;font-weight:700}
button{display:grid;place-items:center;width:52px;height:52px;padding:0;border-radius:50%;color:#fff;background:rgba(0,0,0,.45);border:1px solid rgba(255,255,255,.35);cursor:pointer;&:hover{background:rgba(0,0,0,.7)}&:focus-visible{outline:3px solid #fff;outline-offset:2px}}
svg{width:35px;height:35px;fill:currentColor}
[data-close]{width:48px;height:48px;svg{width:24px;height:24px}}
[data-stage]{position:relative;flex:1;min-height:0;display:flex;align-items:center;justify-content:center;padding-bottom:16px;touch-action:pan-y pinch-zoom;user-select:none}
img{width:100%;height:100%;object-fit:contain}
[data-previous],[data-next]{position:absolute;top:50%;translate:0 -50%}
[data-previous]{left:8px}[data-next]{right:8px}
@media (min-width:900px){[data-stage]{padding:0 80px 32px}[data-previous]{left:20px}[data-next]{right:20px}}}`;

const TILES = 'li > button';

/**
 * The viewer's words, as the grid's page wrote them in its language. Words a broken page left
 * unreadable give a viewer still: names in English and a bare counter, rather than a tap that
 * opens nothing.
 */
function words(grid: Element): ViewerWords {
  try {
    const w = JSON.parse(grid.getAttribute(VIEWER_ATTR) ?? '') as Partial<ViewerWords> | null;
    if (w && typeof w.imageOf === 'string' && typeof w.close === 'string' && typeof w.previous === 'string' && typeof w.next === 'string') return w as ViewerWords;
  } catch {
    // As below.
  }
  return { imageOf: '{n} / {total}', close: 'Close', previous: 'Previous', next: 'Next' };
}

/** The tile's photo at the screen's width: its `<picture>` (or `<img>`) copied, sized for the whole screen. */
function photoOf(tile: Element): Element | undefined {
  const photo = tile.querySelector('picture, img');
  if (!photo) return undefined;
  const copy = photo.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('source, img')]) {
    if (el.hasAttribute('sizes')) el.setAttribute('sizes', '100vw');
    if (el instanceof HTMLImageElement) {
      el.loading = 'eager';
      el.removeAttribute('elementtiming');
      el.setAttribute('fetchpriority', 'high');
      el.draggable = false;
      el.style.removeProperty('width');
      el.style.removeProperty('height');
      el.style.removeProperty('object-fit');
      el.style.removeProperty('background-color');
    }
  }
  return copy;
}

interface Viewer {
  dialog: HTMLDialogElement;
  /** The tiles and words it was built for: a grid the app drew again (another record) needs another. */
  tiles: Element[];
  source: string | null;
  /** Shows the photo at `i` (wrapping). */
  show(i: number): void;
}

/** `grid`'s viewer, built and not shown; undefined for a grid with no tiles. */
function buildViewer(doc: Document, grid: Element): Viewer | undefined {
  const w = words(grid);
  const tiles = [...grid.querySelectorAll(TILES)];
  if (!tiles.length) return undefined;
  addStyles(doc, 'early-viewer-styles', STYLES);
  let index = 0;
  const count = tiles.length;
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('data-early-viewer', '');
  const title = doc.createElement('h2');
  title.id = 'early-viewer-title';
  dialog.setAttribute('aria-labelledby', title.id);
  const counter = doc.createElement('span');
  counter.setAttribute('aria-live', 'polite');
  counter.setAttribute('aria-atomic', 'true');
  title.append(w.label ? `${w.label} · ` : '', counter);
  const top = doc.createElement('div');
  top.setAttribute('data-top', '');
  top.append(title, iconButton(doc, w.close, ICONS.close, 'data-close', () => dialog.close()));
  const stage = doc.createElement('div');
  stage.setAttribute('data-stage', '');
  const show = (i: number) => {
    index = wrapIndex(i, count);
    counter.textContent = w.imageOf.replace('{n}', String(index + 1)).replace('{total}', String(count));
    const photo = photoOf(tiles[index]!);
    stage.querySelector('picture, img')?.remove();
    if (photo) {
      (photo instanceof HTMLImageElement ? photo : photo.querySelector('img'))?.setAttribute('alt', counter.textContent);
      stage.prepend(photo);
    }
  };
  if (count > 1) {
    stage.append(
      iconButton(doc, w.previous, ICONS.previous, 'data-previous', () => show(index - 1)),
      iconButton(doc, w.next, ICONS.next, 'data-next', () => show(index + 1)),
    );
  }
  dialog.append(top, stage);
  dialog.addEventListener('keydown', (event) => {
    const action = viewerKeyAction(event.key);
    if (!action || action === 'close') return; // Escape is the dialog's own
    event.preventDefault();
    show(action === 'first' ? 0 : action === 'last' ? count - 1 : action === 'next' ? index + 1 : index - 1);
  });
  const swipe = swipeTracker();
  stage.addEventListener('pointerdown', (e) => swipe.down(e));
  stage.addEventListener('pointercancel', () => swipe.cancel());
  stage.addEventListener('pointerup', (e) => {
    const dir = swipe.up(e);
    if (dir) show(dir === 'next' ? index + 1 : index - 1);
  });
  return { dialog, show, tiles, source: grid.getAttribute(VIEWER_ATTR) };
}

/**
 * Viewers built ahead, at idle, by grid: the tap then only puts the photo in and shows it
 * (building the rest, its styles included, was part of the tap's work at 4x).
 */
const ready = new WeakMap<Element, Viewer | undefined>();
const prepare = (doc: Document, grid: Element) => idleThen(() => ready.has(grid) || ready.set(grid, buildViewer(doc, grid)));

/** Whether a viewer built ahead still fits its grid: the same tiles, the same words. */
const fits = (viewer: Viewer, grid: Element, tiles: Element[]) =>
  viewer.source === grid.getAttribute(VIEWER_ATTR) && viewer.tiles.length === tiles.length && viewer.tiles.every((t, i) => t === tiles[i]);

/** Opens the viewer at `tile` of `grid`; undefined for a tile not of the grid. */
export function openEarlyViewer(doc: Document, grid: Element, tile: Element): HTMLDialogElement | undefined {
  const tiles = [...grid.querySelectorAll(TILES)];
  const index = tiles.indexOf(tile);
  const made = ready.get(grid);
  ready.delete(grid);
  const viewer = made && fits(made, grid, tiles) ? made : buildViewer(doc, grid);
  if (!viewer || index < 0) return undefined;
  viewer.show(index);
  // The next one, for the next tap.
  viewer.dialog.addEventListener('close', () => prepare(doc, grid));
  showDialog(doc, viewer.dialog, tile);
  return viewer.dialog;
}

/**
 * Answers the grids' tiles for the page's whole life, before the app runs and after (the
 * returned function stops it: tests). This module comes once a grid nears the screen: a tap
 * before it is held like any other (entry/start-on-demand.ts) and made again once the app has the
 * tile; from here the tiles are its own to answer (`data-native`: not held). In the capture phase:
 * React stops a tap on a part it is still hydrating (contract/page-marks.ts `ENTRY_CAPTURE`).
 */
export const answerEarlyViewer = oncePerDocument((doc) => {
  for (const tile of doc.querySelectorAll(`[${VIEWER_ATTR}] ${TILES}`)) tile.setAttribute(NATIVE_ATTR, '');
  for (const grid of doc.querySelectorAll(`[${VIEWER_ATTR}]`)) prepare(doc, grid);
  const onClick = (event: Event) => {
    const tile = event.target instanceof Element ? event.target.closest(`[${VIEWER_ATTR}] ${TILES}`) : null;
    const grid = tile?.closest(`[${VIEWER_ATTR}]`);
    if (tile && grid && !doc.querySelector(`${D}${SHOWN_DIALOG}`)) openEarlyViewer(doc, grid, tile);
  };
  doc.addEventListener('click', onClick, ENTRY_CAPTURE);
  return () => {
    doc.removeEventListener('click', onClick, ENTRY_CAPTURE);
  };
});
