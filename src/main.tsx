// First: keeps zod off `new Function` under the CSP (issue 8).
import './contract/zod-jitless';
import { EMBED_ID } from './app/embed';
import { paintFirst } from './app/paint-first';
import { addPreloads, nextTask } from './app/preload-chunks';
import { constants } from './config/constants';
import { recordUrl } from './config/env';
import { startEarlyRecord } from './site-data/early-record';

/**
 * The entry is small on purpose. On a prerendered page the app's code (React, MUI, the page:
 * most of the JavaScript) is requested and run only after the page has painted, so the first
 * paint and the hero image never wait behind it on a slow phone; the loading cover is over the
 * page for its first second anyway. Without a prerendered page (the shell) there is nothing
 * to paint first.
 */
const boot = () => {
  addPreloads()
    .then(start)
    .catch((err: unknown) => console.error('The app could not start:', err));
};

/**
 * The app's modules run in two tasks instead of one: React first, then the rest. Running a
 * module graph is one uninterruptible task; on a slow phone the whole graph at once blocks
 * input for a few hundred milliseconds. Each seam cuts the bundle into more, smaller files,
 * which compress worse: this one costs ~1 KB gzip on `/`; a second one, at MUI, broke the
 * 180 KB budget (docs/decisions/0006).
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./boot');
}

// On a prerendered page, the app waits until the page and its priority images have painted
// (src/app/paint-first.ts). Without one (the shell) there is nothing to paint first. Then the
// record request starts at once, ahead of the app's code, and lifts the loading cover when it
// settles (and the minimum time has passed): the visitor reads the page while the app loads.
if (document.getElementById(EMBED_ID)) {
  void paintFirst().then(() => {
    void startEarlyRecord({ url: recordUrl(), timeoutMs: constants.dataTimeoutMs, minLoadingMs: constants.minLoadingMs });
    boot();
  });
} else boot();
