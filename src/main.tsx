// First: keeps zod off `new Function` under the CSP.
import './contract/zod-jitless';
import { PAGE_RECORD_ID, readPageRecordFingerprint } from './entry/page-record';
import { addBelowFoldStyles, markShownBlocks } from './entry/below-fold-styles';
import { nextPaint, paintFirst } from './entry/paint-first';
import { addPreloads, nextTask, PRELOADS_PER_TASK } from './entry/preload-chunks';
import { holdClicks, whenWanted } from './entry/start-on-demand';
import { config, recordUrl } from './config/env';
import { constants } from './config/constants';
import { registerPwa, whenLoadedAndIdle } from './features/pwa/register';
import { countPageVisit, sessionStore } from './features/widgets/visit-flag';
import { startEarlyRecord } from './site-data/early-record';
import { answerCardTurn } from './entry/card-turn';
import { recordChanged } from './site-data/fingerprint';
import { outboxHasEntries } from './contract/outbox-names';
import { keepEarlyTaps } from './events/early-taps';
import { privacySignal } from './events/privacy';
import { whenShown } from './entry/next-page';
import { APP_READY_ATTR, APP_START_ATTR, CARD_TURN_ATTR, COUNT_VISITS_ATTR, EARLY_MENU_ATTR, EARLY_REVIEW_ATTR, EARLY_VIDEO_ATTR, FULLY_STYLED_ATTR, HOME_POPUPS_ATTR, LIVE_ATTRS, NEEDS_APP_ATTR, SLIDER_ATTR, VIEWER_ATTR, WIDGETS_TOGGLE_ATTR } from './contract/page-marks';

/**
 * The entry is small on purpose. A prerendered page is complete without the app: it paints,
 * its links work, its cover lifts when the record answers (site-data/early-record.ts), and the
 * app (React, MUI, the page: most of the JavaScript) is downloaded after the first paint but
 * run only when something needs it (entry/start-on-demand.ts, decision 0015). Without a
 * prerendered page (the shell) there is nothing to show without the app: it starts at once.
 */

/**
 * The app's modules run in two tasks instead of one: React first, then the rest. Running a
 * module graph is one uninterruptible task; on a slow phone the whole graph at once blocks
 * input for a few hundred milliseconds. Each seam cuts the bundle into more, smaller files,
 * which compress worse: this one costs ~0.2 KB gzip (docs/decisions/0006). Resolves once the
 * app has hydrated.
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { appReady } = await import('./boot');
  await appReady;
}

const failed = (err: unknown) => console.error('The app could not start:', err);
/** What a part of the entry that could not start says (the page works on without it). */
const notStarted = (what: string) => (err: unknown) => console.warn(`${what} could not start:`, err);

// The offline service worker, for every visitor whether or not the app starts: production
// builds only (the dev server has no sw.js).
let noWorker: () => void = () => {};
/** Resolves when no offline worker will install here (no support, or its registration failed). */
const workerUnavailable = new Promise<void>((resolve) => (noWorker = resolve));
const registerWorker = () => {
  if (import.meta.env.PROD) registerPwa({ basePath: config.basePath, onUnavailable: noWorker });
  else noWorker();
};

/** Reasons a prerendered page starts the app before the visitor acts. */
function ownReasons(startNow: (why: string) => void): void {
  // Something on the first screen only the app can draw (a card QR the build could not draw).
  if (document.querySelector(`[${NEEDS_APP_ATTR}]`)) startNow('needs-app');
  // A lead saved offline is sent from any page the visitor opens (its check's code only where
  // there is an outbox: a first visit has none).
  void outboxHasEntries(config.basePath)
    .then((waiting) => waiting && startNow('outbox'))
    .catch((err: unknown) => console.warn('The outbox could not be checked:', err));
}

/**
 * Counts a prerendered page's visit at idle after load when its counter is on and the app has not started
 * (the app's counter counts it otherwise; the session flag keeps it to one).
 */
function countVisit(): void {
  if (!config.visitsUrl || !document.querySelector(`[${COUNT_VISITS_ATTR}]`)) return;
  const run = () => {
    if (!document.documentElement.hasAttribute(APP_START_ATTR)) void countPageVisit(config.visitsUrl, sessionStore());
  };
  whenLoadedAndIdle(run);
}

// eslint-disable-next-line max-lines-per-function -- the entry's steps in the order they run, as one read
function startPage(): void {
  markShownBlocks();

  if (document.getElementById(PAGE_RECORD_ID)) {
    const held = holdClicks(window);
    // The card's Rotate turns it in the frame after the tap, and "Ask for a review" (the card, the
    // link-in-bio page) opens the build's drawing of its code, app or not.
    if (document.querySelector(`[${CARD_TURN_ATTR}],[${EARLY_REVIEW_ATTR}]`)) answerCardTurn(document);
    // Its view's code comes on the tap; on a visit the worker controls (the owner's card, opened
    // from the home screen) that code is already on the device, so it is made ready at idle and the
    // tap does not wait for it. A first visit does not fetch it ahead (the card is at its budget).
    if (navigator.serviceWorker?.controller && document.querySelector(`[${EARLY_REVIEW_ATTR}]`)) whenLoadedAndIdle(() => void import('./entry/early-review').catch(notStarted('The review view')));
    // Tap counts (docs/events.md) are the page's, app or not: its view, and every tap from here
    // (kept until the collector, after the first paint, reads them).
    const counting = __CANOPY_EVENTS__ && !!config.eventsUrl && !privacySignal();
    if (counting) keepEarlyTaps(document);

    const fingerprint = readPageRecordFingerprint(document);
    const painted = paintFirst();
    // The styles the page did not inline (blocks below the first screen, dialogs), after its first
    // paint; the blocks below the first screen may render, and fetch their photos, from then on.
    // Resolves a frame after they apply: that frame restyles the page for them, so what follows
    // (live state, the home popup) does not force the restyle into its own task.
    const styled = painted.then(() => addBelowFoldStyles()).then(() => nextPaint());
    // Open/closed, the year, the reviews badge and the reviews page's summary: current with no
    // tap, without the app, once the styles of what it shows are in (the badge's come with the
    // stylesheet). Only a page with such a place loads the module (the card has none: its first
    // visit is at its budget).
    if (document.querySelector(Object.values(LIVE_ATTRS).map((a) => `[${a}]`).join())) {
      void styled.then(() => import('./entry/live-state')).then((m) => m.startLiveState()).catch(notStarted('Live state'));
    }
    void styled.then(() => document.documentElement.setAttribute(FULLY_STYLED_ATTR, ''));
    /**
     * The entry's work once the page has painted, one piece per task, in the order asked: run in
     * the task that found the page painted, the pieces made one long task (~140 ms at 4x CPU, each
     * module or record request costing 10-16 ms there) that Lighthouse counted as blocking.
     */
    let slot: Promise<void> = painted;
    const afterPaint = <T,>(work: () => T | PromiseLike<T>): Promise<T> => {
      const turn = slot.then(nextTask);
      slot = turn;
      return turn.then(work);
    };
    const wanted = whenWanted(window, (startNow) => {
      // The record changed since the build (the service's answer, or the worker's announcement):
      // the app shows the new one.
      void afterPaint(() => {
        let changed = false;
        void startEarlyRecord({
          url: recordUrl(),
          timeoutMs: constants.dataTimeoutMs,
          minLoadingMs: constants.minLoadingMs,
          onAnswer: (raw) => {
            changed = recordChanged(raw, fingerprint);
            if (changed) startNow('record-changed');
          },
          onUpdated: () => startNow('record-updated'),
        }).then(() => {
          // The page's own record (unchanged, or the service could not be reached) says whether
          // the counter is on; a changed record is the app's to read, and its counter counts.
          if (!changed) countVisit();
          // The home page's popups (its module only there), once the dialog's styles are in.
          if (document.querySelector(`[${HOME_POPUPS_ATTR}]`)) void styled.then(() => import('./entry/home-popup-early')).then((m) => m.showHomePopup(startNow));
        });
      });
      void afterPaint(registerWorker);
      void afterPaint(() => ownReasons(startNow));
    });
    if (counting) {
      const { eventsUrl, pageId, basePath } = config;
      void afterPaint(() => import('./events/hub')).then((m) => m.startPageEvents(document, { eventsUrl, pageId, basePath })).catch(notStarted('Tap counts'));
    }
    // A before/after slider follows a drag before the app runs: its few lines, only where there is
    // one, once the page has painted (fetched at the start, they delayed the gallery's largest paint).
    if (document.querySelector(`[${SLIDER_ATTR}]`)) void afterPaint(() => import('./entry/slider-drag')).then((m) => m.answerSliderDrags(document)).catch(notStarted('The sliders'));
    // The phone menu, a gallery photo and a video's Play open in the frame after a tap, app or not:
    // their few lines once the page has painted, like the slider's (before them, a tap is held).
    if (document.querySelector(`[${EARLY_MENU_ATTR}],[${VIEWER_ATTR}],[${EARLY_VIDEO_ATTR}]`)) void afterPaint(() => import('./entry/early-menu')).then((m) => m.answerEarly(document)).catch(notStarted('The menu'));
    // The floating widgets' button opens their panel the same way, once the panel's styles are in.
    if (document.querySelector(`[${WIDGETS_TOGGLE_ATTR}]`)) void styled.then(() => import('./entry/early-widgets')).then((m) => m.answerEarlyWidgets(document)).catch(notStarted('The widgets'));
    // The app's code is downloaded (not run) ahead of the visitor's first tap. The offline
    // worker's install downloads every chunk on its own thread (its precache answers the app's
    // imports); the page adds its own preloads, each a request and a compile on this thread,
    // only where no worker will (decision 0017).
    const downloaded = afterPaint(() => addPreloads(document, PRELOADS_PER_TASK, false)).then(() => void workerUnavailable.then(() => addPreloads()));
    void Promise.all([wanted, downloaded])
      .then(([why]) => {
        document.documentElement.setAttribute(APP_START_ATTR, why);
        return start();
      })
      .then(() => {
        // The app answers what it has hydrated from here (entry/hydrated.ts `appAnswers`).
        document.documentElement.setAttribute(APP_READY_ATTR, '');
        held.release();
      })
      .catch(failed);
  } else {
    document.documentElement.setAttribute(FULLY_STYLED_ATTR, '');
    registerWorker();
    start().catch(failed);
  }
}

// A page prerendered ahead (entry/next-page.ts) is drawn hidden and may never be shown: its view,
// visit count, record request, live state and early answers wait until the visitor opens it.
void whenShown().then(startPage);
