import { EMBED_SANDBOX, PLAYER_ALLOW } from '../site-data/embeds';
// Through the menu's module, as the early viewer does: every page with a video has the menu, so
// its chunk is loaded already and carries the dialog parts.
import { addStyles, iconButton, ICONS, showDialog } from './early-menu';
import { EARLY_VIDEO_ATTR, ENTRY_CAPTURE, NATIVE_ATTR, SHOWN_DIALOG, type VideoWords } from '../contract/page-marks';

/**
 * A video's player, the page's only one (the videos page's thumbnails, the home page's promo
 * video), before and after the app has run: the first tap no longer waits for React, and the app
 * renders the buttons only (features/videos/videos-page.tsx, features/home/promo-video.tsx). The
 * button names its player's address and words (`EARLY_VIDEO_ATTR`), so the entry shows the
 * player in a modal `<dialog>` in the frame after the tap: the video over a dark screen, its name
 * and Close. Escape or Close close it (the frame goes with it, so the video stops) and focus goes
 * back to the button.
 */

const D = 'dialog[data-early-video-view]';
/** The player's look: black, the frame 16:9 within the screen's height. */
const STYLES = `${D}{padding:0;border:0;width:calc(100% - 24px);max-width:min(1200px,calc((100vh - 140px) * 16 / 9));background:#000;color:#fff;font:inherit;
&::backdrop{background:rgba(0,0,0,.85)}
[data-top]{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:4px 4px 4px 16px}
h2{margin:0;font-size:1rem;font-weight:700}
[data-close]{display:grid;place-items:center;width:48px;height:48px;padding:0;border:0;border-radius:50%;color:#fff;background:none;cursor:pointer;&:hover{background:rgba(255,255,255,.12)}&:focus-visible{outline:3px solid #fff;outline-offset:-3px}}
svg{width:24px;height:24px;fill:currentColor}
[data-frame]{position:relative;aspect-ratio:16/9}
iframe{position:absolute;inset:0;width:100%;height:100%;border:0}}
@media (min-width:900px){${D}{width:calc(100% - 64px)}}`;

/** Only the players the record's embed rules give (site-data/embeds.ts `videoEmbed`). */
const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;

function wordsOf(button: Element): VideoWords | undefined {
  try {
    const w = JSON.parse(button.getAttribute(EARLY_VIDEO_ATTR) ?? '') as VideoWords;
    return typeof w.src === 'string' && PLAYERS.test(w.src) ? w : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the player `button` names; undefined when it names none. */
export function openEarlyVideo(doc: Document, button: HTMLElement): HTMLDialogElement | undefined {
  const w = wordsOf(button);
  if (!w) return undefined;
  addStyles(doc, 'early-video-styles', STYLES);
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('data-early-video-view', '');
  const title = doc.createElement('h2');
  title.id = 'early-video-title';
  title.textContent = w.title;
  dialog.setAttribute('aria-labelledby', title.id);
  const top = doc.createElement('div');
  top.setAttribute('data-top', '');
  top.append(title, iconButton(doc, w.close, ICONS.close, 'data-close', () => dialog.close()));
  const frame = doc.createElement('div');
  frame.setAttribute('data-frame', '');
  const player = doc.createElement('iframe');
  player.src = w.src;
  player.title = w.title;
  player.setAttribute('sandbox', EMBED_SANDBOX);
  player.allow = PLAYER_ALLOW;
  player.allowFullscreen = true;
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  dialog.append(top, frame);
  showDialog(doc, dialog, button);
  // The player's frame once the dialog has been drawn: starting its page load in the tap's
  // task delayed that first frame, and the video shows no sooner for it.
  const view = doc.defaultView;
  view?.requestAnimationFrame(() => view.setTimeout(() => dialog.matches(SHOWN_DIALOG) && frame.append(player), 0));
  return dialog;
}

/** The documents answered, each with the function that stops it: one listener a document. */
const answered = new WeakMap<Document, () => void>();

/**
 * Answers the page's play buttons for the page's whole life, once per document however often it
 * is called (the entry once a video nears the screen; the app's components as they mount, for a
 * page the app renders itself). The returned function stops it (tests). A tap before this module
 * came is held like any other (entry/start-on-demand.ts) and made again once the app runs, and
 * is answered here; from here the buttons are the entry's (`data-native`: not held).
 */
export function answerEarlyVideos(doc: Document): () => void {
  const BUTTONS = `button[${EARLY_VIDEO_ATTR}]`;
  // Every call marks the buttons there are now (the app's may have rendered more).
  for (const button of doc.querySelectorAll(BUTTONS)) button.setAttribute(NATIVE_ATTR, '');
  const known = answered.get(doc);
  if (known) return known;
  // The player's styles now, not on the tap: a stylesheet added then is a style pass in its answer.
  addStyles(doc, 'early-video-styles', STYLES);
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTONS) : null;
    if (button && !doc.querySelector(`${D}${SHOWN_DIALOG}`)) openEarlyVideo(doc, button);
  };
  doc.addEventListener('click', onClick, ENTRY_CAPTURE);
  const stop = () => {
    doc.removeEventListener('click', onClick, ENTRY_CAPTURE);
    answered.delete(doc);
  };
  answered.set(doc, stop);
  return stop;
}
