/** Pure keyboard rules of the before/after slider (a percentage 0-100). */

export const SLIDER_STEP = 2;
export const SLIDER_BIG_STEP = 5;
export const SLIDER_PAGE_STEP = 10;

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, value));
}

/**
 * The slider position after a key press, or null when the key does not move it.
 * Arrows move 2% (5% with Shift), Page Up/Down 10%, Home/End go to the ends.
 */
export function sliderKeyValue(key: string, value: number, shift = false): number | null {
  const step = shift ? SLIDER_BIG_STEP : SLIDER_STEP;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - step);
    case 'PageUp':
      return clampPercent(value + SLIDER_PAGE_STEP);
    case 'PageDown':
      return clampPercent(value - SLIDER_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** Percentage of the pointer's x position across the slider box. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return 50;
  return clampPercent(Math.round(((clientX - left) / width) * 1000) / 10);
}
