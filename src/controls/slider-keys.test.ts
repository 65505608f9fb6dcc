import { describe, expect, it } from 'vitest';
import { percentFromPointer, sliderKeyValue } from './slider-keys';

describe('sliderKeyValue', () => {
  it('arrows move 2%, 5% with Shift, and stay within 0-100', () => {
    expect(sliderKeyValue('ArrowRight', 50)).toBe(52);
    expect(sliderKeyValue('ArrowUp', 50)).toBe(52);
    expect(sliderKeyValue('ArrowLeft', 50)).toBe(48);
    expect(sliderKeyValue('ArrowDown', 50, true)).toBe(45);
    expect(sliderKeyValue('ArrowRight', 99)).toBe(100);
    expect(sliderKeyValue('ArrowLeft', 1)).toBe(0);
  });
  it('Page keys jump 10%, Home and End go to the ends; other keys do nothing', () => {
    expect(sliderKeyValue('PageUp', 50)).toBe(60);
    expect(sliderKeyValue('PageDown', 5)).toBe(0);
    expect(sliderKeyValue('Home', 70)).toBe(0);
    expect(sliderKeyValue('End', 30)).toBe(100);
    expect(sliderKeyValue('Tab', 30)).toBeNull();
    expect(sliderKeyValue('a', 30)).toBeNull();
  });
});

describe('percentFromPointer', () => {
  it('maps the pointer across the box and clamps outside it', () => {
    expect(percentFromPointer(150, 100, 200)).toBe(25);
    expect(percentFromPointer(50, 100, 200)).toBe(0);
    expect(percentFromPointer(400, 100, 200)).toBe(100);
    expect(percentFromPointer(10, 0, 0)).toBe(50);
  });
});
