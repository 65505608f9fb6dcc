import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeforeAfterSlider } from './before-after-slider';
import { withPage } from '../../../tests/support/page';

function setup() {
  render(withPage(<BeforeAfterSlider before="https://b.example/before.webp" after="https://b.example/after.webp" n={2} />));
  return screen.getByRole('slider', { name: /before and after comparison 2/i }) as HTMLInputElement;
}

describe('BeforeAfterSlider', () => {
  it('is a labelled range input starting in the middle, with a spoken value', () => {
    const slider = setup();
    expect(slider.type).toBe('range');
    expect(slider.value).toBe('50');
    expect(slider.getAttribute('aria-valuetext')).toBe('50% before, 50% after');
    expect(screen.getByTestId('before-layer').style.clipPath).toBe('inset(0 50% 0 0)');
  });

  it('moves with the arrow keys and reveals more or less of the before image', () => {
    const slider = setup();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.value).toBe('54');
    expect(screen.getByTestId('before-layer').style.clipPath).toBe('inset(0 46% 0 0)');
    fireEvent.keyDown(slider, { key: 'ArrowLeft', shiftKey: true });
    expect(slider.value).toBe('49');
    expect(slider.getAttribute('aria-valuetext')).toBe('49% before, 51% after');
  });

  it('Home and End go to the ends', () => {
    const slider = setup();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.value).toBe('100');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.value).toBe('0');
    expect(screen.getByTestId('before-layer').style.clipPath).toBe('inset(0 100% 0 0)');
  });

  it('follows assistive-technology value changes (input events), through the entry (issue 37)', () => {
    const slider = setup();
    fireEvent.input(slider, { target: { value: '73' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('73% before, 27% after');
  });
});
