/**
 * Keyboard model of the WAI-ARIA tabs pattern (automatic activation): ArrowLeft/ArrowRight move
 * to the previous/next enabled tab and wrap, Home/End go to the first/last enabled tab.
 * Disabled tabs are skipped. Pure, so the whole rule is unit-tested.
 */
export type TabKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export function isTabKey(key: string): key is TabKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';
}

/** First enabled tab, or -1 when every tab is disabled. */
export function firstEnabledTab(disabled: readonly boolean[]): number {
  return disabled.findIndex((d) => !d);
}

/**
 * The tab a key moves to from `current`, given which tabs are disabled. Returns `current` when
 * there is nowhere else to go (a single enabled tab, or every tab disabled).
 */
export function nextTabIndex(current: number, key: TabKey, disabled: readonly boolean[]): number {
  const n = disabled.length;
  if (n === 0) return current;
  const enabled = (i: number) => !disabled[i];
  if (key === 'Home') {
    const i = disabled.findIndex((d) => !d);
    return i === -1 ? current : i;
  }
  if (key === 'End') {
    for (let i = n - 1; i >= 0; i--) if (enabled(i)) return i;
    return current;
  }
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let k = 1; k <= n; k++) {
    const i = (((current + step * k) % n) + n) % n;
    if (enabled(i)) return i;
  }
  return current;
}
