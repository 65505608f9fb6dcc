import { describe, expect, it } from 'vitest';
import { firstEnabledTab, isTabKey, nextTabIndex } from './tabs-keyboard';

const none = [false, false, false, false];

describe('map tabs keyboard model', () => {
  it('ArrowRight moves to the next tab and wraps from the last to the first', () => {
    expect(nextTabIndex(0, 'ArrowRight', none)).toBe(1);
    expect(nextTabIndex(3, 'ArrowRight', none)).toBe(0);
  });

  it('ArrowLeft moves to the previous tab and wraps from the first to the last', () => {
    expect(nextTabIndex(2, 'ArrowLeft', none)).toBe(1);
    expect(nextTabIndex(0, 'ArrowLeft', none)).toBe(3);
  });

  it('Home and End go to the first and last tab', () => {
    expect(nextTabIndex(2, 'Home', none)).toBe(0);
    expect(nextTabIndex(1, 'End', none)).toBe(3);
  });

  it('skips disabled tabs in every direction', () => {
    const disabled = [true, false, true, false, true];
    expect(nextTabIndex(1, 'ArrowRight', disabled)).toBe(3);
    expect(nextTabIndex(3, 'ArrowRight', disabled)).toBe(1); // wraps over 4 and 0
    expect(nextTabIndex(1, 'ArrowLeft', disabled)).toBe(3); // wraps over 0 and 4
    expect(nextTabIndex(3, 'Home', disabled)).toBe(1);
    expect(nextTabIndex(1, 'End', disabled)).toBe(3);
  });

  it('stays put when no other tab is enabled', () => {
    expect(nextTabIndex(1, 'ArrowRight', [true, false, true])).toBe(1);
    expect(nextTabIndex(0, 'End', [true, true])).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', [])).toBe(0);
  });

  it('starts on the first enabled tab', () => {
    expect(firstEnabledTab([true, true, false, false])).toBe(2);
    expect(firstEnabledTab([true, true])).toBe(-1);
  });

  it('recognises only the four navigation keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End'].every(isTabKey)).toBe(true);
    expect(isTabKey('ArrowDown')).toBe(false);
    expect(isTabKey('Enter')).toBe(false);
  });
});
