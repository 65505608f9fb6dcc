import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageGrid } from './image-grid';
import { withPage } from '../../../tests/support/page';

const images = ['https://b.example/1.webp', 'https://b.example/2.webp', 'https://b.example/3.webp', 'https://b.example/4.webp'];

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the styles are the browser tests' to check.
  document.head.insertAdjacentHTML('beforeend', '<style id="early-viewer-styles"></style>');
});

describe('ImageGrid', () => {
  it('renders one named button per image, which opens the page\'s viewer at that image once the grid is drawn (no build: the shell, a page reached in the app)', async () => {
    render(withPage(<ImageGrid images={images} />));
    const thumbs = screen.getAllByRole('button', { name: /open image \d of 4/i });
    expect(thumbs).toHaveLength(4);
    // The viewer's code comes as the grid mounts (entry/early-viewer.ts).
    await waitFor(() => expect(thumbs[2]!.hasAttribute('data-native')).toBe(true));
    fireEvent.click(thumbs[2]!);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Image 3 of 4');
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe(images[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbs[2]);
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(withPage(<ImageGrid images={[]} />));
    expect(container.querySelector('button')).toBeNull();
  });
});
