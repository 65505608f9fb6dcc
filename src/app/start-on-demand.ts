/**
 * When a prerendered page starts the app (decision 0015). The page is complete without it:
 * every route is its own prerendered page, so links, phone links, the WhatsApp link and the
 * record's words all work before any of React has run. Running React (its DOM module alone is
 * one uninterruptible task of ~200 ms on a 4x slower phone) and hydrating the page is what a
 * slow phone spent its first seconds on. So the app starts when something needs it:
 * - the visitor does something: a touch, a key, a wheel, a mouse move (a desktop visitor is
 *   about to click; a phone's first touch is usually a scroll);
 * - or the page has a reason of its own (the record changed since the build, a lead waits in
 *   the outbox, the home page's estimate modal is due): the caller passes those.
 * A click on a button before the app has started is held and made again once it has hydrated
 * (`holdClicks`): a visitor's first tap is never lost. Links are not held: they navigate.
 */

/** The events that say a visitor is here to act. Capture phase: nothing on the page can hide them. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Resolves once the visitor acts (see above) or `reasons` reports a reason, whichever comes
 * first. A `pointermove` counts only from a mouse: a touch screen reports moves only while a
 * finger is down, after `touchstart` already counted.
 */
export function whenWanted(win: Window, reasons: (start: (why: string) => void) => void): Promise<string> {
  return new Promise((resolve) => {
    let done = false;
    const start = (why: string) => {
      if (done) return;
      done = true;
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
      resolve(why);
    };
    const onIntent = (event: Event) => {
      if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
      start(event.type);
    };
    for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, { capture: true, passive: true });
    reasons(start);
  });
}

/** What the app's handlers answer and a click on the page before them would lose. Links navigate on their own. */
const HELD = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], summary';

export interface HeldClicks {
  /**
   * Stops holding and clicks again, once, the last control clicked while held (else submits the
   * form sent by Enter), if it is still on the page, as soon as the app has hydrated it.
   */
  release(): void;
}

/**
 * Whether React has hydrated an element: it keeps the element's props on it from then on. The
 * root commits before every part of the page is hydrated (parts wait for their code), and a
 * click on a part still waiting is dropped, so the held click waits for its own target.
 */
const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** Runs `then` once `el` is hydrated, polled once a frame; after `capMs` it runs anyway. */
function whenHydrated(win: Window, el: Element, then: () => void, capMs = 10_000): void {
  const until = win.performance.now() + capMs;
  const check = () => (hydrated(el) || win.performance.now() > until ? then() : win.requestAnimationFrame(check));
  check();
}

/**
 * Holds clicks on the page's buttons until the app can answer them: the click's default is
 * cancelled (a submit button would otherwise send the form the old way, as a page load) and
 * the control remembered. Hydration keeps the prerendered elements, so the same element is
 * clicked again after it.
 */
export function holdClicks(win: Window & typeof globalThis): HeldClicks {
  let last: HTMLElement | undefined;
  let submitted: HTMLFormElement | undefined;
  // A dialog the page showed before the app (the home page's estimate modal) closes by its
  // close button: Escape and a click on its backdrop are held as a click on that button.
  const closeOf = (dialog: EventTarget | null) =>
    dialog instanceof win.HTMLDialogElement ? (dialog.querySelector('[data-dialog-close]') ?? undefined) : undefined;
  const onCancel = (event: Event) => {
    const close = closeOf(event.target);
    // Not cancelable (no user activation yet): the browser closes it, as the visitor asked.
    if (!(close instanceof win.HTMLElement) || !event.cancelable) return;
    event.preventDefault();
    last = close;
  };
  const onClick = (event: MouseEvent) => {
    const backdrop = closeOf(event.target);
    if (backdrop instanceof win.HTMLElement) {
      last = backdrop;
      return;
    }
    const target = event.target instanceof win.Element ? event.target.closest(HELD) : null;
    if (!(target instanceof win.HTMLElement) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    last = target;
  };
  // Enter in a field submits its form without a click: held the same way.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof win.HTMLFormElement) submitted = event.target;
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.addEventListener('cancel', onCancel, true);
  return {
    release() {
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('submit', onSubmit, true);
      win.removeEventListener('cancel', onCancel, true);
      const target = last?.isConnected ? last : submitted?.isConnected ? submitted : undefined;
      last = submitted = undefined;
      if (target) whenHydrated(win, target, () => (target instanceof win.HTMLFormElement ? target.requestSubmit() : target.click()));
    },
  };
}
