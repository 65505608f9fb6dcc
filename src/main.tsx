// First: keeps zod off `new Function` under the CSP (issue 8).
import './contract/zod-jitless';
import { EMBED_ID } from './app/embed';

/**
 * The entry is small on purpose. On a prerendered page the app's modules (React, MUI, the
 * page: most of the JavaScript) are evaluated only after the page has painted, so the first
 * paint never waits behind them on a slow phone. They are modulepreloaded by every page, so
 * the import finds them already fetched. Without a prerendered page (the shell) there is
 * nothing to paint first.
 */
const boot = () => {
  import('./boot').catch((err: unknown) => console.error('The app could not start:', err));
};

if (document.getElementById(EMBED_ID)) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    boot();
  };
  // A frame, then a task: that frame has been painted. (No frames in a background tab: the timer.)
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
} else boot();
