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
import { runEarlyAnswers } from './entry/early-answers';
import { recordChanged } from './site-data/fingerprint';
import { outboxHasEntries } from './contract/outbox-names';
import { keepEarlyTaps } from './events/early-taps';
import { privacySignal } from './events/privacy';
import { loadOtherPages, whenShown } from './entry/next-page';
import { APP_READY_ATTR, APP_START_ATTR, COUNT_VISITS_ATTR, FULLY_STYLED_ATTR, NEEDS_APP_ATTR, NEEDS_APP_NEAR_ATTR } from './contract/page-marks';

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
  // A part only the app draws (the reviews widget) near the screen: the page is complete with no tap.
  const nearApp = document.querySelectorAll(`[${NEEDS_APP_NEAR_ATTR}]`);
  if (nearApp.length) {
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && (seen.disconnect(), startNow('needs-app-near')), { rootMargin: '200px 0px' });
    nearApp.forEach((el) => seen.observe(el));
  }
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
    // Back to another page within this document (an entry an earlier app added): loaded.
    loadOtherPages(window);
    // What the page answers before the app, each at its moment (entry/early-answers.ts).
    runEarlyAnswers('entry', document);
    if (navigator.serviceWorker?.controller) runEarlyAnswers('idle', document, (work) => new Promise((resolve) => whenLoadedAndIdle(() => resolve(work()))));
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
    const afterStyles = (work: () => unknown) => styled.then(work);
    runEarlyAnswers('styled', document, afterStyles);
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
          runEarlyAnswers('record', document, afterStyles, startNow);
        });
      });
      void afterPaint(registerWorker);
      void afterPaint(() => ownReasons(startNow));
    });
    if (counting) {
      const { eventsUrl, pageId, basePath } = config;
      void afterPaint(() => import('./events/hub')).then((m) => m.startPageEvents(document, { eventsUrl, pageId, basePath })).catch(notStarted('Tap counts'));
    }
    runEarlyAnswers('painted', document, afterPaint);
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
        // The app's root has committed: it answers each part it has hydrated from here (entry/hydrated.ts).
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
