import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatsSection } from './stats-section';
import { fakeClock } from '../../../tests/support/fake-clock';
import { testRecord, withPage } from '../../../tests/support/page';

let trigger: ((visible: boolean) => void) | undefined;
class FakeObserver {
  constructor(private cb: IntersectionObserverCallback) {
    trigger = (visible) => this.cb([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const record = testRecord();
const shown = () => ['bestService', 'professionals', 'yearsOfExperience', 'milesAround'].map((k) => screen.getByTestId(`stat-${k}`).textContent);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  trigger = undefined;
});

describe('statistics', () => {
  it('puts the final figures in the server render (defaults, years and miles with a plus)', () => {
    const html = renderToString(withPage(<StatsSection />, { record }));
    for (const t of ['100%', '18+', '35+', 'Years of Experience', 'Miles Around', 'Best Service', 'Professionals']) expect(html).toContain(t);
  });

  it('counts up from 0 over 5 seconds once scrolled into view', () => {
    const clock = fakeClock(1_000);
    render(withPage(<StatsSection />, { record, clock }));
    expect(shown()).toEqual(['100%', '100%', '18+', '35+']);
    act(() => trigger!(true));
    expect(shown()).toEqual(['0%', '0%', '0+', '0+']);
    act(() => clock.advance(1000));
    const mid = shown();
    expect(mid[0]).not.toBe('100%');
    expect(Number.parseInt(mid[0]!, 10)).toBeGreaterThan(0);
    act(() => clock.advance(4000));
    expect(shown()).toEqual(['100%', '100%', '18+', '35+']);
  });

  it('does not animate until the section is in view', () => {
    const clock = fakeClock(1_000);
    render(withPage(<StatsSection />, { record, clock }));
    act(() => trigger!(false));
    act(() => clock.advance(1000));
    expect(shown()).toEqual(['100%', '100%', '18+', '35+']);
  });

  it('shows the final values at once under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    const clock = fakeClock(1_000);
    render(withPage(<StatsSection />, { record, clock }));
    expect(shown()).toEqual(['100%', '100%', '18+', '35+']);
    // Scrolling it into view starts no count-up.
    if (trigger) act(() => trigger!(true));
    act(() => clock.advance(100));
    expect(shown()).toEqual(['100%', '100%', '18+', '35+']);
  });
});
