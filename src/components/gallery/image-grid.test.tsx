import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageGrid } from './image-grid';
import { withPage } from '../../../tests/support/page';

// jsdom has no PointerEvent: give fireEvent one that carries coordinates and a pointer id.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

const images = ['https://b.example/1.webp', 'https://b.example/2.webp', 'https://b.example/3.webp', 'https://b.example/4.webp'];

function counter() {
  return screen.getByTestId('viewer-counter').textContent;
}

describe('ImageGrid + ImageViewer', () => {
  it('renders one named button per image and opens the viewer at the clicked image', async () => {
    render(withPage(<ImageGrid images={images} />));
    const thumbs = screen.getAllByRole('button', { name: /open image \d of 4/i });
    expect(thumbs).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 3 of 4' }));
    // The viewer is its own chunk, fetched on the first open.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(counter()).toBe('Image 3 of 4');
    expect((screen.getByTestId('viewer-image') as HTMLImageElement).src).toBe(images[2]);
  });

  it('arrow keys and buttons wrap both ways', async () => {
    render(withPage(<ImageGrid images={images} />));
    fireEvent.click(screen.getByRole('button', { name: 'Open image 4 of 4' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('Image 1 of 4');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter()).toBe('Image 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(counter()).toBe('Image 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(counter()).toBe('Image 4 of 4');
  });

  it('a horizontal swipe moves, a vertical one does not', async () => {
    render(withPage(<ImageGrid images={images} />));
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 4' }));
    const stage = (await screen.findByTestId('viewer-image')).parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 120, clientY: 210 });
    expect(counter()).toBe('Image 2 of 4');
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 260, clientY: 205 });
    expect(counter()).toBe('Image 1 of 4');
    fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 150, clientY: 400 });
    expect(counter()).toBe('Image 1 of 4');
  });

  it('Escape closes the viewer and focus returns to the thumbnail that opened it', async () => {
    render(withPage(<ImageGrid images={images} />));
    const thumb = screen.getByRole('button', { name: 'Open image 2 of 4' });
    act(() => thumb.focus());
    fireEvent.click(thumb);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumb);
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(withPage(<ImageGrid images={[]} />));
    expect(container.querySelector('button')).toBeNull();
  });
});
