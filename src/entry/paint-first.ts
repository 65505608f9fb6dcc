import { PRIORITY_TIMING } from '../utils/priority-timing';

/**
 * What a prerendered page waits for before it downloads and runs the app (src/main.tsx): its
 * priority images (`fetchpriority="high"`: the hero or first photo, the banner, the logo; the
 * largest paint is one of them) that are on screen have been painted. Until then the main
 * thread and the connection are the page's: the app's thirty-odd chunks never compete with the
 * hero, and on a slow phone the first and largest paints do not wait behind them. The page is
 * on screen (under the loading cover for its first second) all along.
 *
 * "Painted" is the browser's own report where it has one (Element Timing, Chromium): an image
 * that has loaded can still reach the screen a few frames later on a busy phone. Elsewhere:
 * loaded (or failed), then one painted frame. A hidden tab paints nothing: it starts at once.
 * Capped, so a slow or hanging image never holds the app back for long.
 */
export function paintFirst(doc: Document = document, capMs = 2500): Promise<void> {
  const win = doc.defaultView ?? window;
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  // Which of them are on screen is read once the first frame has laid the page out: read at
  // once, it would force that layout into the entry's own task (a long task on a slow phone).
  const painted = nextPaint(win).then(() => {
    const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => onScreen(img, win));
    if (!images.length) return;
    return Promise.all(images.map(settled)).then(() => (supportsElementTiming() ? reported(images, win) : nextPaint(win)));
  });
  const cap = new Promise<void>((resolve) => win.setTimeout(resolve, capMs));
  return Promise.race([painted, cap]);
}

function onScreen(img: HTMLImageElement, win: Window): boolean {
  const r = img.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < win.innerHeight && r.left < win.innerWidth && r.width > 0 && r.height > 0;
}

/** Loaded or failed (a broken image is not waited for: the page shows its placeholder). */
function settled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

function supportsElementTiming(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/** Resolves (after a task) once the browser has reported each loaded image as painted. */
function reported(images: HTMLImageElement[], win: Window): Promise<void> {
  const waiting = new Set(images.filter((img) => img.naturalWidth > 0 && img.getAttribute('elementtiming') === PRIORITY_TIMING));
  if (!waiting.size) return nextPaint(win);
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        if (entry.element) waiting.delete(entry.element as HTMLImageElement);
      }
      if (waiting.size) return;
      observer.disconnect();
      win.setTimeout(resolve, 0);
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/** A frame, then a task: that frame has been painted. */
export function nextPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}
