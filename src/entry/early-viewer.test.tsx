import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImageGrid } from '../components/gallery/image-grid';
import { withPage } from '../../tests/support/page';
import { answerEarlyViewer } from './early-viewer';
import { markHydrated } from '../../tests/support/app-marks';

const images = ['https://b.example/1.webp', 'https://b.example/2.webp', 'https://b.example/3.webp', 'https://b.example/4.webp'];

/** A gallery as the build writes it (its tiles are the page's to answer, before the app and after). */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(withPage(<ImageGrid images={images} label="Patios" />));
  return container;
}

const viewer = () => screen.getByRole('dialog', { name: /^Patios · Image \d of 4$/ });
const shown = () => viewer().querySelector('img')!;

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the styles are the browser tests' to check.
  document.head.insertAdjacentHTML('beforeend', '<style id="early-viewer-styles"></style>');
});

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe("a gallery photo's viewer (the page's own, before the app runs and after)", () => {
  it('a tap opens the photo tapped, at the screen width, named with the gallery and its place', () => {
    prerendered();
    stop = answerEarlyViewer(document);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 3 of 4' }));
    expect(viewer().getAttribute('aria-labelledby')).toBeTruthy();
    expect(viewer().textContent).toContain('Patios · Image 3 of 4');
    expect(shown().getAttribute('src')).toBe(images[2]);
    expect(shown().alt).toBe('Image 3 of 4');
    expect(shown().loading).toBe('eager');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Next, Previous, the arrow keys, Home and End move through the photos, wrapping both ways', () => {
    prerendered();
    stop = answerEarlyViewer(document);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 4 of 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown().getAttribute('src')).toBe(images[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown().getAttribute('src')).toBe(images[3]);
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(viewer().textContent).toContain('Image 2 of 4');
    fireEvent.keyDown(viewer(), { key: 'End' });
    expect(shown().getAttribute('src')).toBe(images[3]);
    fireEvent.keyDown(viewer(), { key: 'Home' });
    expect(shown().getAttribute('src')).toBe(images[0]);
    expect(viewer().querySelectorAll('img')).toHaveLength(1);
  });

  it('a swipe moves on as in the app: a finger or the main mouse button, never a cancelled pointer', () => {
    prerendered();
    stop = answerEarlyViewer(document);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 4' }));
    const stage = shown().parentElement!;
    /** A pointer event as the browser sends it (jsdom has no PointerEvent). */
    const pointer = (type: string, clientX: number, init: { pointerType?: string; button?: number } = {}) => {
      const event = new MouseEvent(type, { bubbles: true, clientX, clientY: 100, button: init.button ?? 0 });
      Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: init.pointerType ?? 'touch' } });
      stage.dispatchEvent(event);
    };
    pointer('pointerdown', 300);
    pointer('pointerup', 100);
    expect(viewer().textContent).toContain('Image 2 of 4');
    pointer('pointerdown', 300, { pointerType: 'mouse', button: 2 });
    pointer('pointerup', 100, { pointerType: 'mouse', button: 2 });
    pointer('pointerdown', 300);
    pointer('pointercancel', 250);
    pointer('pointerup', 100);
    expect(viewer().textContent).toContain('Image 2 of 4');
  });

  it('closes with its button, leaving the page as it was, and gives the tile its focus back', () => {
    prerendered();
    stop = answerEarlyViewer(document);
    const tile = screen.getByRole('button', { name: 'Open image 2 of 4' });
    fireEvent.click(tile);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(tile);
  });

  it("marks the tiles as its own to answer, and answers them after the app has hydrated them too (the app has no viewer of its own)", () => {
    prerendered();
    stop = answerEarlyViewer(document);
    const tiles = screen.getAllByRole('button', { name: /^Open image/ });
    expect(tiles.every((t) => t.hasAttribute('data-native'))).toBe(true);
    markHydrated(tiles[0]!);
    try {
      fireEvent.click(tiles[0]!);
      expect(viewer().textContent).toContain('Image 1 of 4');
    } finally {
      document.documentElement.removeAttribute('data-app-ready');
    }
  });

  it('answers once, whoever installs it (the entry, and a grid the app draws)', () => {
    prerendered();
    stop = answerEarlyViewer(document);
    // A second install changes nothing, its stop neither.
    answerEarlyViewer(document)();
    fireEvent.click(screen.getByRole('button', { name: 'Open image 2 of 4' }));
    expect(document.querySelectorAll('dialog').length).toBe(1);
  });

  it('words a broken page left unreadable still give a viewer: a tap is never lost', () => {
    const grid = prerendered().querySelector('[data-viewer]')!;
    grid.setAttribute('data-viewer', '{not json');
    stop = answerEarlyViewer(document);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 3 of 4' }));
    const dialog = screen.getByRole('dialog', { name: '3 / 4' });
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe(images[2]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a viewer built ahead is built again for a grid the app drew again (another record)', async () => {
    const grid = prerendered().querySelector('[data-viewer]')!;
    stop = answerEarlyViewer(document);
    // Built at idle (a task here).
    await new Promise((resolve) => setTimeout(resolve, 10));
    grid.lastElementChild!.remove();
    for (const [i, tile] of [...grid.querySelectorAll('li > button')].entries()) tile.setAttribute('aria-label', `Open image ${i + 1} of 3`);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 3 of 3' }));
    expect(screen.getByRole('dialog').textContent).toContain('Image 3 of 3');
  });
});
