// First: keeps zod off `new Function` under the CSP (issue 8).
import './contract/zod-jitless';
import { EMBED_ID, PRELOADS_ID } from './app/embed';

/**
 * The entry is small on purpose. On a prerendered page the app's code (React, MUI, the page:
 * most of the JavaScript) is requested and run only after the page has painted, so the first
 * paint and the hero image never wait behind it on a slow phone; the loading cover is over the
 * page for its first second anyway. Without a prerendered page (the shell) there is nothing
 * to paint first.
 */
const boot = () => {
  // The page's own chunks (the prerender lists them in an inert template) start downloading
  // now, in parallel, instead of one after another as the app imports them.
  const preloads = document.getElementById(PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
  import('./boot').catch((err: unknown) => console.error('The app could not start:', err));
};

if (document.getElementById(EMBED_ID)) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    boot();
  };
  // A frame, then a task: that frame has been painted. A hidden tab paints nothing and gets
  // no frames: it starts at once (and the timer covers a browser that never sends a frame).
  if (document.visibilityState === 'hidden') once();
  else requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
} else boot();
