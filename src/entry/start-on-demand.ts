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

import { hydrated } from './hydrated';
import { CARD_TURN_ATTR, EARLY_MENU_ATTR, EARLY_VIDEO_ATTR, NATIVE_ATTR, RECORD_SETTLED_ATTR, VIEWER_ATTR, WIDGETS_TOGGLE_ATTR } from '../contract/page-marks';

/** The events that say a visitor is here to act. Capture phase: nothing on the page can hide them. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** A touch or press that may still become a click: the app waits for the click's answer. */
const GESTURE_START = new Set(['pointerdown', 'touchstart']);
/** The end of that gesture: a click, or the browser taking the touch for a scroll. */
const GESTURE_END = ['click', 'pointercancel', 'touchcancel'] as const;
/** A press held this long without a click (a long press, a slow scroll) does not wait longer. */
const GESTURE_CAP_MS = 700;

/**
 * Calls `then` once what the visitor's act asked for has been drawn: after the gesture's click
 * (or its end as a scroll) and the frame after it. Running the app's modules is one long task
 * (~200 ms for React DOM on a 4x slower phone): started at `pointerdown` it would come before
 * the click, and the answer the platform or the entry gives (a menu opening, a popup closing, a
 * letter shown) would wait for it.
 */
function afterAnswer(win: Window, type: string, then: () => void): void {
  const afterFrame = () => void win.requestAnimationFrame(() => win.setTimeout(then, 0));
  if (!GESTURE_START.has(type)) return afterFrame();
  let done = false;
  const end = (event?: Event) => {
    if (done) return;
    done = true;
    win.clearTimeout(cap);
    for (const t of GESTURE_END) win.removeEventListener(t, end, true);
    // The path is read now: once the click's dispatch is over it is empty.
    const path = event?.type === 'click' ? event.composedPath() : [];
    // After the click's own listeners (the page's bubbling ones included).
    win.setTimeout(() => {
      // A tap on a link to another page: this page is leaving, and the app it would start would
      // only slow the next one (same renderer, same thread). The next act starts it if it stays.
      if (event && path.length > 0 && leavesPage(event as MouseEvent, win, path)) void whenWanted(win, () => undefined).then(then);
      else afterFrame();
    }, 0);
  };
  const cap = win.setTimeout(end, GESTURE_CAP_MS);
  for (const t of GESTURE_END) win.addEventListener(t, end, { capture: true, passive: true });
}

/** Whether the browser goes to another document for this click: a link, not cancelled, same tab, not a download nor a jump within the page. */
export function leavesPage(click: MouseEvent, win: Window, path: EventTarget[] = click.composedPath()): boolean {
  const link = path.find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
  if (!link || click.defaultPrevented || click.button || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey || link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const to = new URL(link.href, win.location.href);
  return /^https?:$/.test(to.protocol) && !(to.hash && to.href.split('#')[0] === win.location.href.split('#')[0]);
}

/**
 * Resolves once the visitor acts (see above) or `reasons` reports a reason, whichever comes
 * first. A `pointermove` counts only from a mouse: a touch screen reports moves only while a
 * finger is down, after `touchstart` already counted. For an act, it resolves once its answer
 * has been drawn (`afterAnswer`); for a reason of the page's, at once.
 */
export function whenWanted(win: Window, reasons: (start: (why: string) => void) => void): Promise<string> {
  return new Promise((resolve) => {
    let done = false;
    const start = (why: string, wait?: (then: () => void) => void) => {
      if (done) return;
      done = true;
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
      if (wait) wait(() => resolve(why));
      else resolve(why);
    };
    const onIntent = (event: Event) => {
      if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
      start(event.type, (then) => afterAnswer(win, event.type, then));
    };
    for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, { capture: true, passive: true });
    reasons((why) => start(why));
  });
}

/** What the app's handlers answer and a click on the page before them would lose. Links navigate on their own. */
const HELD = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], summary';
/**
 * Controls the platform or the entry answers: a button that opens or closes a dialog
 * or popover by itself (`commandfor`, `popovertarget`), or one the entry answers (`data-native`, on
 * the control or on a dialog of the entry's).
 * Holding them (cancelling their default) would take their answer away.
 */
const ANSWERED_NATIVELY = `[commandfor], [popovertarget], [${NATIVE_ATTR}]`;

export interface HeldClicks {
  /**
   * Clicks again, once, the last control clicked while held (else submits the form sent by Enter),
   * if it is still on the page, as soon as the app can answer it. From then on a click goes
   * straight through where the app answers its control, and is held the same way where it
   * cannot yet: a part of the page whose code is still downloading, a form whose record is
   * still being checked.
   */
  release(): void;
  /** Stops holding anything (tests; the page holds for its whole life). */
  stop(): void;
}

/** A form, or the control that sends it: what it sends depends on the record (its relay). */
const sendsForm = (el: Element) => el instanceof HTMLFormElement || (el instanceof HTMLButtonElement && el.type === 'submit' && el.form !== null);

/**
 * Controls the page answers alone, one implementation before the app and after (the menu, a
 * gallery photo, a video's Play, the widgets' button, the card's Rotate): their code marks them
 * `data-native` once it is in. A tap before that waits for the mark, not for the app: the app,
 * once it has hydrated them, has no answer of its own, and a tap made again then was lost when
 * their code was still coming (a photo tapped as the gallery scrolled in while the app started).
 */
const ENTRY_ONLY = `button[${EARLY_MENU_ATTR}], [${VIEWER_ATTR}] li > button, button[${EARLY_VIDEO_ATTR}], button[${WIDGETS_TOGGLE_ATTR}], button[${CARD_TURN_ATTR}]`;

/**
 * Whether a click on `el` is answered now: one the page answers alone, once its code has marked
 * it; else by the app: hydrated, and for a form, once the app holds the record the service
 * answers (`RECORD_SETTLED_ATTR`): the page's own may name a relay the owner has since replaced,
 * and a lead sent to it would be lost.
 */
function answers(el: Element): boolean {
  if (el.matches(ENTRY_ONLY)) return el.hasAttribute(NATIVE_ATTR);
  return hydrated(el) && (!sendsForm(el) || el.ownerDocument.documentElement.hasAttribute(RECORD_SETTLED_ATTR));
}

/** How long a held click waits for the app at most: then it is made anyway. */
const HOLD_CAP_MS = 10_000;

/**
 * Holds clicks on the page's buttons until the app can answer them: the click's default is
 * cancelled (a submit button would otherwise send the form the old way, as a page load, and the
 * lead would be lost) and the control remembered. Hydration keeps the prerendered elements, so
 * the same element is clicked again once the app answers it.
 */
export function holdClicks(win: Window & typeof globalThis): HeldClicks {
  let released = false;
  /** What waits to be clicked (or submitted) again. */
  let last: HTMLElement | undefined;
  /** The click or submit this module makes again: not held a second time. */
  let passing: Element | undefined;
  let polling = false;
  const replay = () => {
    const target = last;
    last = undefined;
    if (!target?.isConnected) return;
    passing = target;
    try {
      if (target instanceof win.HTMLFormElement) target.requestSubmit();
      else target.click();
    } finally {
      passing = undefined;
    }
  };
  /** Polled once a frame: the waiting control is clicked again once the app answers it. */
  const replayWhenReady = () => {
    if (polling) return;
    polling = true;
    const until = win.performance.now() + HOLD_CAP_MS;
    const check = () => {
      if (last && last.isConnected && !answers(last) && win.performance.now() <= until) return void win.requestAnimationFrame(check);
      polling = false;
      replay();
    };
    check();
  };
  const hold = (event: Event, target: HTMLElement) => {
    event.preventDefault();
    event.stopPropagation();
    last = target;
    // The page's own controls are made again once their code is in, app or not.
    if (released || target.matches(ENTRY_ONLY)) replayWhenReady();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target.closest(HELD) : null;
    if (!(target instanceof win.HTMLElement) || target.closest('a[href]') || target.closest(ANSWERED_NATIVELY)) return;
    if (target === passing || (released && answers(target))) return;
    hold(event, target);
  };
  // Enter in a field submits its form without a click: held the same way.
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement)) return event.preventDefault();
    if (passing && (passing === form || (passing as HTMLButtonElement).form === form)) return;
    if (released && answers(form)) return;
    hold(event, form);
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  return {
    release() {
      released = true;
      replayWhenReady();
    },
    stop() {
      win.removeEventListener('click', onClick, true);
      win.removeEventListener('submit', onSubmit, true);
      last = undefined;
    },
  };
}
