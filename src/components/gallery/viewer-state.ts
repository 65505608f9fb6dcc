/** Pure rules of the full-screen image viewer (spec section 9: it wraps both ways). */

/** `index` brought into 0..count-1, wrapping past either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

export type SwipeDirection = 'next' | 'previous';

/** Minimum horizontal travel (px) for a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * Decides what a finished pointer gesture means: a mostly horizontal move of at least
 * `SWIPE_MIN_PX` pixels. Swiping left (finger moves towards the left) shows the next image.
 */
export function swipeDirection(dx: number, dy: number, minPx = SWIPE_MIN_PX): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy) * 1.2) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** What a key press in the viewer does. */
export function viewerKeyAction(key: string): SwipeDirection | 'close' | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}
