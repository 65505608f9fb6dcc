import { config } from '../config/env';
import { format } from '../i18n/format';
import { reviewKit, type ReviewKitStrings } from '../i18n/review-kit';
import { trackLive } from '../events/hub';
// Through the menu's module, as the early viewer does: one chunk of the dialog parts for every
// page (a chunk of their own cost the home page's first visit a request).
import { addStyles, iconButton, ICONS, showDialog } from './early-menu';
import { EARLY_REVIEW_ATTR, REVIEW_LOGO_ATTR, REVIEW_QR_FILE, SHOWN_DIALOG } from '../contract/page-marks';

/**
 * "Ask for a review" (the card's and the link-in-bio page's), one view for the page's whole life,
 * before the app has run and after (the app renders the button only): the review page's code over
 * the whole screen, 76 % of its shorter side (a customer's camera reads it from a step away), with
 * the business's name and logo, the view's title and hint, "Share the review link", the printable
 * review card (SVG and 2048 px PNG) and Close. Escape or Close close it and focus goes back to the
 * button; removed once closed.
 *
 * The code is first the build's drawing (scripts/review-qr.ts: the first tap is answered as fast
 * as the card's turn), then the same code drawn here from the link the button names (the record's
 * as the app last rendered it: an owner's changed link is the one shown), with the build's copy of
 * the logo in its centre. Sharing, printing and that drawing load their code when used; the worker
 * has it precached, so the view works with no signal.
 */

const D = 'dialog[data-early-review-view]';
const STYLES = `${D}{margin:0;padding:16px;border:0;box-sizing:border-box;width:100%;height:100%;max-width:none;max-height:none;background:#fff;color:#1a1a1a;font:inherit;
&${SHOWN_DIALOG}{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;text-align:center}
&::backdrop{background:#fff}
[data-code]{display:block;flex:0 0 auto;width:min(76vw,76dvh);height:min(76vw,76dvh);background:#fff}
[data-words]{display:grid;justify-items:center;gap:10px;max-width:360px}
p{margin:0;max-width:360px;overflow-wrap:anywhere}
[data-who]{display:flex;align-items:center;gap:12px}
[data-who] img{width:48px;height:48px;object-fit:contain;border-radius:50%;border:1px solid #ccc}
[data-name]{font-weight:700;font-size:1.1rem}
h2{margin:0;font-size:1.5rem;font-weight:500}
[data-hint]{color:#555}
[data-status]{min-height:1.5em;font-weight:600}
button{font:inherit;cursor:pointer}
[data-share],[data-print] button{min-height:48px;padding:6px 16px;border-radius:4px;font-weight:700;&:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}}
[data-share]{border:0;color:#fff;background:#1a1a1a;&:hover{background:#333}}
[data-print]{display:grid;grid-template-columns:1fr 1fr;gap:8px;width:100%}
[data-print] button{border:1px solid #1a1a1a;color:#1a1a1a;background:#fff;&:hover{background:#f0f0f0}}
[data-close]{position:absolute;top:8px;right:8px;display:grid;place-items:center;width:48px;height:48px;padding:0;border:0;border-radius:50%;color:inherit;background:none;&:hover{background:rgba(0,0,0,.08)}&:focus-visible{outline:2px solid;outline-offset:2px}}
svg{width:24px;height:24px;fill:currentColor}
@media (orientation:landscape){&${SHOWN_DIALOG}{flex-direction:row;gap:32px}}}`;

const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text: string, mark?: string): HTMLElementTagNameMap[K] => {
  const el = doc.createElement(tag);
  el.textContent = text;
  if (mark) el.setAttribute(mark, '');
  return el;
};

/** The build's copy of the record's logo as a data URL, read once a view (undefined without one). */
const logoPhoto = (logo: string | undefined): Promise<string | undefined> =>
  import('../utils/files').then((m) => m.loadCardPhoto(logo)).then((jpeg) => jpeg && `data:image/jpeg;base64,${jpeg}`, () => undefined);

/** The code drawn here from `url`, with the logo in its centre; replaces the build's drawing in place. */
async function drawCode(code: Element, url: string, photo: Promise<string | undefined>, label: string): Promise<void> {
  const [{ qrSvgDocument }, logo] = await Promise.all([import('../utils/qr/qr-document'), photo]);
  if (!code.isConnected) return;
  const svg = new DOMParser().parseFromString(qrSvgDocument(url, { logo }), 'image/svg+xml').documentElement;
  for (const [name, value] of [['role', 'img'], ['aria-label', label], ['data-testid', 'card-qr'], ['data-kind', 'review'], ['data-code', '']] as const) svg.setAttribute(name, value);
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  code.replaceWith(code.ownerDocument.importNode(svg, true));
}

/** The name row: the build's copy of the logo (when it is the record's), then the name. */
function who(doc: Document, name: string, photo: Promise<string | undefined>): HTMLElement {
  const row = doc.createElement('div');
  row.setAttribute('data-who', '');
  row.append(element(doc, 'p', name, 'data-name'));
  void photo.then((src) => {
    if (!src) return;
    const img = doc.createElement('img');
    img.alt = '';
    img.width = img.height = 48;
    img.src = src;
    row.prepend(img);
  });
  return row;
}

/** Share the review link, what became of it, and the printable card's two files. */
function tools(doc: Document, r: ReviewKitStrings, url: string, name: string, logo: string | undefined): HTMLElement[] {
  const status = element(doc, 'p', '', 'data-status');
  status.setAttribute('role', 'status');
  const share = element(doc, 'button', r.shareLink, 'data-share');
  share.type = 'button';
  share.addEventListener('click', () => {
    void import('../utils/share')
      .then((m) => m.shareUrl(m.browserShareEnv(), { title: name, url }))
      .then((o) => void (status.textContent = o.kind === 'copied' ? r.linkCopied : o.kind === 'failed' ? format(r.linkCopyFailed, { url }) : ''));
  });
  const print = doc.createElement('div');
  print.setAttribute('data-print', '');
  print.setAttribute('role', 'group');
  print.setAttribute('aria-label', r.printCard);
  for (const f of ['svg', 'png'] as const) {
    const b = element(doc, 'button', f.toUpperCase());
    b.type = 'button';
    b.setAttribute('aria-label', format(r.downloadCard, { format: f === 'png' ? 'PNG (2048 px)' : 'SVG' }));
    b.addEventListener('click', () => void import('../utils/qr/qr-download').then((m) => m.downloadQr({ format: f, text: url, name, logo, kind: 'review' })));
    print.append(b);
  }
  return [share, status, print];
}

/** Opens the review view for `button` (or gives the one open). */
export function openEarlyReview(doc: Document, button: HTMLElement): HTMLDialogElement {
  const open = doc.querySelector<HTMLDialogElement>(`${D}${SHOWN_DIALOG}`);
  if (open) return open;
  // The page's head names the business (src/seo/head.ts).
  const name = doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || doc.title;
  const url = button.getAttribute(EARLY_REVIEW_ATTR) ?? '';
  const logo = button.getAttribute(REVIEW_LOGO_ATTR) ?? undefined;
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
  const label = format(r.reviewQr, { name });
  const code = doc.createElement('img');
  code.src = `${config.basePath}${REVIEW_QR_FILE}`;
  code.alt = label;
  for (const [k, v] of [['data-testid', 'card-qr'], ['data-kind', 'review'], ['data-code', '']] as const) code.setAttribute(k, v);
  const words = doc.createElement('div');
  words.setAttribute('data-words', '');
  const photo = logoPhoto(logo);
  words.append(who(doc, name, photo), title, hint, ...(url ? tools(doc, r, url, name, logo) : []));
  dialog.append(iconButton(doc, r.close, ICONS.close, 'data-close', () => dialog.close()), code, words);
  showDialog(doc, dialog, button);
  if (url) void drawCode(code, url, photo, label).catch((err: unknown) => console.warn('The review code could not be drawn here (the build’s drawing stays):', err));
  if (__CANOPY_EVENTS__) trackLive('review-qr');
  return dialog;
}
