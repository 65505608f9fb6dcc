import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewsEmbed } from './reviews-embed';
import { ELFSIGHT_SCRIPT_URL } from '../site-data/embeds';
import { fakeClock } from '../../tests/support/fake-clock';
import { withPage } from '../../tests/support/page';
import { expectSandboxed } from '../../tests/support/expect-sandboxed';

const ID = 'elfsight-app-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';


describe('ReviewsEmbed', () => {
  let observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
  afterEach(() => {
    observers = [];
    vi.unstubAllGlobals();
    document.querySelectorAll('script').forEach((s) => s.remove());
  });
  function stubObserver() {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { cb: IntersectionObserverCallback; el?: Element };
        constructor(cb: IntersectionObserverCallback) {
          this.entry = { cb };
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.el = el;
        }
        disconnect() {}
      },
    );
  }
  const reveal = () =>
    act(() =>
      observers.forEach((o) => o.cb([{ isIntersecting: true, target: o.el } as unknown as IntersectionObserverEntry], {} as IntersectionObserver)),
    );

  it('asks the page to start the app when it nears the screen, for either kind of widget (only the app draws it)', () => {
    stubObserver();
    for (const link of [ID, 'https://example.com/reviews']) {
      const { unmount } = render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: [link] } } }));
      expect(screen.getByTestId('reviews-embed').hasAttribute('data-needs-app-near')).toBe(true);
      unmount();
    }
  });

  it('renders the widget container and loads the script only once it scrolls into view', () => {
    stubObserver();
    const { container } = render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: [ID] } } }));
    expect(container.querySelector(`.${ID}`)?.hasAttribute('data-elfsight-app-lazy')).toBe(true);
    expect(document.querySelector(`script[src="${ELFSIGHT_SCRIPT_URL}"]`)).toBeNull();
    reveal();
    expect(document.querySelector(`script[src="${ELFSIGHT_SCRIPT_URL}"]`)).not.toBeNull();
  });

  it('a script that fails to load (offline) shows a quiet message, no error', async () => {
    stubObserver();
    render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: [ID] } } }));
    reveal();
    const script = document.querySelector(`script[src="${ELFSIGHT_SCRIPT_URL}"]`)!;
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Reviews are not available right now.')).toBeTruthy();
  });

  it('shows a placeholder until the loaded widget draws itself, then only the widget', async () => {
    stubObserver();
    const { container } = render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: [ID] } } }));
    reveal();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => {
      document.querySelector(`script[src="${ELFSIGHT_SCRIPT_URL}"]`)!.dispatchEvent(new Event('load'));
    });
    const widget = container.querySelector(`.${ID}`)!;
    await act(async () => {
      widget.appendChild(document.createElement('section'));
    });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByText('Reviews are not available right now.')).toBeNull();
  });

  it('a loaded widget that never draws is reported unavailable after a while', async () => {
    stubObserver();
    const clock = fakeClock();
    render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: [ID] } }, clock }));
    reveal();
    await act(async () => {
      document.querySelector(`script[src="${ELFSIGHT_SCRIPT_URL}"]`)!.dispatchEvent(new Event('load'));
    });
    const wait = Math.max(...clock.pendingDelays());
    expect(wait).toBeGreaterThanOrEqual(5000);
    act(() => clock.advance(wait));
    expect(screen.getByText('Reviews are not available right now.')).toBeTruthy();
  });

  it('an https link becomes a lazy, titled frame once visible, plus a link', () => {
    stubObserver();
    const { container } = render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: ['https://reviews.example/w'] } } }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /read our reviews/i }).getAttribute('href')).toBe('https://reviews.example/w');
    reveal();
    const frame = container.querySelector('iframe')!;
    expectSandboxed(frame);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('title')).toBe('Customer reviews');
  });

  it('junk renders nothing', () => {
    stubObserver();
    const { container } = render(withPage(<ReviewsEmbed />, { record: { reviews: { activo: true, links: ['nonsense'] } } }));
    expect(container.innerHTML).toBe('');
  });
});
