import { config } from '../config/env';
import { format } from '../i18n/format';
import { reviewKit } from '../i18n/review-kit';
import { trackLive } from '../events/hub';
// Through the menu's module, as the early viewer does: one chunk of the dialog parts for every
// page (a chunk of their own cost the home page's first visit a request).
import { addStyles, iconButton, ICONS, showDialog } from './early-menu';
import { REVIEW_QR_FILE, SHOWN_DIALOG } from '../contract/page-marks';

/**
 * "Ask for a review" opened by the entry before the app has run (its first touch is
 * answered as fast as the card's turn): the build's drawing of the review page's code over the
 * whole screen, 76 % of its shorter side as in the app's view (digital-card/review-dialog.tsx),
 * with the business's name, the view's title and hint, and Close. Escape or Close close it and
 * focus goes back to the button; removed once closed. Sharing and the
 * printable card are the app's view's: a later tap, once the app has hydrated the button.
 */

const D = 'dialog[data-early-review-view]';
const STYLES = `${D}{margin:0;padding:16px;border:0;box-sizing:border-box;width:100%;height:100%;max-width:none;max-height:none;background:#fff;color:#1a1a1a;font:inherit;
&${SHOWN_DIALOG}{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;text-align:center}
&::backdrop{background:#fff}
img{width:min(76vw,76dvh);height:min(76vw,76dvh)}
p{margin:0;max-width:360px;overflow-wrap:anywhere}
[data-name]{font-weight:700;font-size:1.1rem}
h2{margin:0;font-size:1.5rem;font-weight:500}
[data-hint]{color:#555}
[data-close]{position:absolute;top:8px;right:8px;display:grid;place-items:center;width:48px;height:48px;padding:0;border:0;border-radius:50%;color:inherit;background:none;cursor:pointer;&:hover{background:rgba(0,0,0,.08)}&:focus-visible{outline:2px solid;outline-offset:2px}}
svg{width:24px;height:24px;fill:currentColor}
@media (orientation:landscape){&${SHOWN_DIALOG}{flex-direction:row;gap:32px}}}`;

const element = (doc: Document, tag: string, text: string, mark?: string) => {
  const el = doc.createElement(tag);
  el.textContent = text;
  if (mark) el.setAttribute(mark, '');
  return el;
};

/** Opens the review code for `button` (or gives the one open); undefined on a page that does not name its business. */
export function openEarlyReview(doc: Document, button: HTMLElement): HTMLDialogElement | undefined {
  // The page's head names the business (src/seo/head.ts): the words the app's view shows with the code.
  const name = doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
  const open = doc.querySelector<HTMLDialogElement>(`${D}${SHOWN_DIALOG}`);
  if (!name || open) return open ?? undefined;
  const r = reviewKit[doc.documentElement.lang.startsWith('es') ? 'es' : 'en'];
  addStyles(doc, 'early-review-styles', STYLES);
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('data-early-review-view', '');
  const title = element(doc, 'h2', r.reviewTitle);
  title.id = 'early-review-title';
  const hint = element(doc, 'p', r.reviewHint, 'data-hint');
  hint.id = 'early-review-hint';
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', hint.id);
  const code = doc.createElement('img');
  code.src = `${config.basePath}${REVIEW_QR_FILE}`;
  code.alt = format(r.reviewQr, { name });
  code.setAttribute('data-testid', 'card-qr');
  code.setAttribute('data-kind', 'review');
  const words = doc.createElement('div');
  words.append(element(doc, 'p', name, 'data-name'), title, hint);
  dialog.append(iconButton(doc, r.close, ICONS.close, 'data-close', () => dialog.close()), code, words);
  showDialog(doc, dialog, button);
  // Counted as the app's view counts itself (digital-card/review-dialog.tsx).
  if (__CANOPY_EVENTS__) trackLive('review-qr');
  return dialog;
}
