import { describe, expect, it } from 'vitest';
import { minuteOf, privacySignal, routeOf } from './track';

describe('events: what is reported', () => {
  it('nothing under Global Privacy Control or Do Not Track', () => {
    const nav = (o: object) => o as Navigator;
    expect(privacySignal(nav({ globalPrivacyControl: true }), {})).toBe(true);
    expect(privacySignal(nav({ doNotTrack: '1' }), {})).toBe(true);
    expect(privacySignal(nav({}), { doNotTrack: '1' })).toBe(true);
    expect(privacySignal(nav({ globalPrivacyControl: false, doNotTrack: '0' }), {})).toBe(false);
    expect(privacySignal(nav({ doNotTrack: 'unspecified' }), {})).toBe(false);
  });

  it('the page path without the base path, and the minute, not the second', () => {
    expect(routeOf('/site/digitalcard', '/site/')).toBe('/digitalcard');
    expect(routeOf('/digitalcard', '/')).toBe('/digitalcard');
    expect(minuteOf(Date.UTC(2026, 10, 24, 20, 41, 37, 512))).toBe('2026-11-24T20:41Z');
  });
});
