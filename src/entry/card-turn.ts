import { oncePerDocument } from './once-per-document';
import { EARLY_REVIEW_ATTR, NATIVE_ATTR } from '../contract/page-marks';
import { CARD_TURN_ATTR, ENTRY_CAPTURE, FACE_ATTR, FACE_TEXT_ATTRS, FLIPPED_ATTR } from '../contract/page-marks';

/**
 * The digital card's Rotate, one implementation for the page's whole life (issue 37): the tap
 * turns the card in the frame after it, before the app has run (not after React's ~200 ms
 * evaluation and the page's hydration on a 4x slower phone) and after. The button names the card
 * (`aria-controls`); the card's state is one attribute its styles follow
 * (features/digital-card/flip-card.tsx), which the app renders once and never writes again.
 */

/** The element that turns, in the card a Rotate button controls. */
const turningOf = (doc: Document, cardId: string) => doc.getElementById(cardId)?.querySelector(`[${FLIPPED_ATTR}]`);
/** The live region a Rotate button speaks through. */
const statusOf = (doc: Document, button: Element) => doc.getElementById(button.getAttribute(CARD_TURN_ATTR) ?? '');

/** Whether `face` is the one turned away while the card is (or is not) `flipped`. */
const away = (face: Element, flipped: boolean) => (face.getAttribute(FACE_ATTR) === 'contact') === flipped;

/** Makes the face turned away inert and the other not, as the card is now. */
function settleFaces(turning: Element): void {
  const flipped = turning.getAttribute(FLIPPED_ATTR) === 'true';
  for (const face of turning.querySelectorAll(`[${FACE_ATTR}]`)) face.toggleAttribute('inert', away(face, flipped));
}

/**
 * Turns the card `button` controls: the faces, and what the live region says. The turn and what
 * a screen reader hears are in the tap's own task; `inert` follows in the task after the frame
 * that shows the turn: inertness is part of each element's style, so it restyles both faces
 * (23 ms of a ~146 ms tap at 6x CPU, docs/performance.md), which the answer's frame waited for.
 * Between the two no Tab can land (the Rotate button keeps the focus), and each settle reads the
 * card as it is then, so taps in quick succession end on the face shown.
 */
export function turnCard(doc: Document, button: Element): void {
  const turning = turningOf(doc, button.getAttribute('aria-controls') ?? '');
  if (!turning) return;
  const flipped = turning.getAttribute(FLIPPED_ATTR) !== 'true';
  turning.setAttribute(FLIPPED_ATTR, String(flipped));
  for (const face of turning.querySelectorAll(`[${FACE_ATTR}]`)) face.setAttribute('aria-hidden', String(away(face, flipped)));
  const status = statusOf(doc, button);
  if (status) status.textContent = status.getAttribute(flipped ? FACE_TEXT_ATTRS.back : FACE_TEXT_ATTRS.front) ?? '';
  const view = doc.defaultView;
  if (view) view.requestAnimationFrame(() => view.setTimeout(() => settleFaces(turning), 0));
  else settleFaces(turning);
}

/** An "Ask for a review" button: the page's to answer, before the app runs and after. */
const REVIEW = `button[${EARLY_REVIEW_ATTR}][${NATIVE_ATTR}]`;

/**
 * "Ask for a review" (the card's and the link-in-bio page's): the view's few lines (the worker has
 * them precached) open it (entry/early-review.ts). Should its code not come (no signal, not yet
 * kept), nothing opens and the next tap tries again.
 */
function openReview(doc: Document, button: HTMLButtonElement): void {
  import('./early-review').then(
    (m) => m.openEarlyReview(doc, button),
    (err: unknown) => console.warn('The review view could not load:', err),
  );
}

/**
 * Answers every Rotate button of `doc`, for the page's whole life (the returned function stops it:
 * tests); once a document, whoever installs it (the entry or the card the app renders).
 */
export const answerTurns = oncePerDocument((doc) => {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${CARD_TURN_ATTR}]`) : null;
    if (button) turnCard(doc, button);
  };
  doc.addEventListener('click', onClick, ENTRY_CAPTURE);
  return () => doc.removeEventListener('click', onClick, ENTRY_CAPTURE);
});

/**
 * Answers the Rotate buttons (`answerTurns`) and the "Ask for a review" buttons, for the page's
 * whole life (the returned function stops it: tests).
 */
export function answerCardTurn(doc: Document): () => void {
  const stopTurns = answerTurns(doc);
  const onClick = (event: Event) => {
    const review = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(REVIEW) : null;
    if (review) openReview(doc, review);
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    stopTurns();
  };
}
