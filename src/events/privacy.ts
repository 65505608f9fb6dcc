/**
 * Global Privacy Control or Do Not Track: then nothing about the visit is collected, kept or
 * sent (the events, docs/events.md, and the visits counter's count, docs/visits-counter.md).
 * Its own module: the page's small entry counts visits and must not load the events hooks.
 */
export function privacySignal(nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } = navigator, win: { doNotTrack?: string } = window as { doNotTrack?: string }): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || nav.msDoNotTrack === '1' || win.doNotTrack === '1';
}
