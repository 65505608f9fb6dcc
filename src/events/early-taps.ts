/**
 * The taps on a prerendered page before the events collector has loaded (it comes after the
 * first paint): a visitor's first tap is often the one that counts most (Call on the card). Only
 * the tapped elements are kept, in memory, until the collector reads them (`takeEarlyTaps`):
 * it tells what they were. Listening on the document, under the entry's held clicks
 * (start-on-demand.ts), which stop a held click at the window and make it again later: that
 * click is counted once, when it is made again.
 */
let taps: EventTarget[] | null = null;

const note = (e: Event) => {
  if (e.target) taps?.push(e.target);
};

export function keepEarlyTaps(doc: Document): void {
  if (taps) return;
  taps = [];
  doc.addEventListener('click', note, true);
}

/** The taps kept so far; from then on none is kept. */
export function takeEarlyTaps(doc: Document): EventTarget[] {
  const kept = taps ?? [];
  taps = null;
  doc.removeEventListener('click', note, true);
  return kept;
}
