/**
 * Hydrating a prerendered page is the longest task of a first visit. The page is already on
 * screen (and under the loading cover for its first second), so hydration waits until the
 * browser has painted, and until the page's priority image (the hero or first photo, the
 * largest paint) has arrived, so the main thread is free to show it. Capped, so a slow or
 * broken image never holds the page back for long.
 */
export function paintFirst(doc: Document = document, capMs = 1500): Promise<void> {
  const win = doc.defaultView ?? window;
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const heroReady =
    !hero || hero.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          hero.addEventListener('load', () => resolve(), { once: true });
          hero.addEventListener('error', () => resolve(), { once: true });
        });
  // A frame, then a task: the paint of that frame is done. (No frames in a hidden tab: at once.)
  const painted = new Promise<void>((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    const timer = win.setTimeout(resolve, 1000);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
  const cap = new Promise<void>((resolve) => win.setTimeout(resolve, capMs));
  return Promise.race([Promise.all([heroReady, painted]).then(() => undefined), cap]);
}
