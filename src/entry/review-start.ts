import { hydrated } from './hydrated';
import { EARLY_REVIEW_ATTR } from './review-attrs';

/**
 * "Ask for a review" answered before the app has run: its view's few lines are fetched when a
 * finger touches the button or the keyboard reaches it (the worker has them precached), and open
 * the build's drawing of the code (entry/early-review.ts); once the app has hydrated the button,
 * its own view answers. The button is the entry's until then (`data-native`, rendered with it:
 * not held). Should the view's code not come (no signal before the worker has it) or the button's
 * words be unreadable, the button is handed back: the click is made again, held until the app can answer.
 */
export function answerEarlyReview(doc: Document): void {
  let view: Promise<typeof import('./early-review')> | undefined;
  const ours = (event: Event) => {
    // Only while it is the entry's (`data-native`): a button handed back is the app's.
    const button = event.target instanceof Element ? event.target.closest(`button[${EARLY_REVIEW_ATTR}][data-native]`) : null;
    return button instanceof HTMLButtonElement && !hydrated(button) ? button : undefined;
  };
  const load = (event: Event) => ours(event) && (view ??= import('./early-review'));
  doc.addEventListener('pointerdown', load, true);
  doc.addEventListener('focusin', load);
  doc.addEventListener('click', (event) => {
    const button = ours(event);
    if (!button) return;
    const handBack = () => {
      button.removeAttribute('data-native');
      button.click();
    };
    (view ??= import('./early-review')).then(
      (m) => m.openEarlyReview(doc, button) ?? handBack(),
      (err: unknown) => {
        console.warn('The review code could not open before the app:', err);
        view = undefined;
        handBack();
      },
    );
  });
}
