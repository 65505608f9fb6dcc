import { describe, expect, it } from 'vitest';
import { nextPopup, parseMemory } from './home-popups';

describe('home popups', () => {
  it('shows the estimate modal first, then the welcome image, then nothing', () => {
    expect(nextPopup({ estimate: false, welcome: false }, true)).toBe('estimate');
    expect(nextPopup({ estimate: true, welcome: false }, true)).toBe('welcome');
    expect(nextPopup({ estimate: true, welcome: true }, true)).toBeNull();
  });

  it('skips the welcome popup when there is no image for it', () => {
    expect(nextPopup({ estimate: true, welcome: false }, false)).toBeNull();
  });

  it('reads the visit memory tolerantly', () => {
    expect(parseMemory(null)).toEqual({ estimate: false, welcome: false });
    expect(parseMemory('{"estimate":true}')).toEqual({ estimate: true, welcome: false });
    expect(parseMemory('not json')).toEqual({ estimate: false, welcome: false });
    expect(parseMemory('[1]')).toEqual({ estimate: false, welcome: false });
  });
});
