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

/** What a pointer event tells a swipe (a DOM or a React pointer event). */
export interface SwipePointer {
  pointerType: string;
  button: number;
  pointerId: number;
  clientX: number;
  clientY: number;
}

/**
 * Turns a pointer's down and up into a swipe: a mouse only with its main button, the same
 * pointer at both ends, and a cancelled pointer (the browser took the gesture) none. The viewer
 * before the app and the app's viewer answer a swipe by this one rule.
 */
export function swipeTracker() {
  let start: { x: number; y: number; id: number } | null = null;
  return {
    down(e: SwipePointer): void {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    up(e: SwipePointer): SwipeDirection | null {
      const st = start;
      start = null;
      return st && st.id === e.pointerId ? swipeDirection(e.clientX - st.x, e.clientY - st.y) : null;
    },
    cancel(): void {
      start = null;
    },
  };
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
