import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { withPage } from '../../../tests/support/page';
import { VideosPage } from './videos-page';
import { expectSandboxed } from '../../../tests/support/expect-sandboxed';

const links = ['https://youtu.be/ScMzIvxBSi4', 'not a video', 'aqz-KE-bpKQ'];

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the player's styles are the browser tests' to check.
  document.head.insertAdjacentHTML('beforeend', '<style id="early-video-styles"></style>');
});

describe('VideosPage', () => {
  it('thumbnails only until a click; the modal plays the privacy-enhanced embed; closing removes it', async () => {
    const { container } = render(withPage(<VideosPage />, { record: { ytGallery: { linkCanalYT: 'https://www.youtube.com/@acme', links } } }));
    const buttons = screen.getAllByRole('button', { name: /^Play video \d$/ });
    expect(buttons).toHaveLength(2); // the junk entry is skipped
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/ScMzIvxBSi4/hqdefault.jpg');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(document.querySelector('iframe')).toBeNull();

    // The page's one player (entry/early-video.ts), installed as the page mounts.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play video 2' }).hasAttribute('data-native')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Play video 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video player' });
    const frame = await waitFor(() => dialog.querySelector('iframe') ?? Promise.reject(new Error('no frame yet')));
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(frame.getAttribute('title')).toBe('Video player');
    expectSandboxed(frame);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const channel = screen.getByRole('link', { name: /visit our channel/i });
    expect(channel.getAttribute('href')).toBe('https://www.youtube.com/@acme');
    expect(channel.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('no usable videos and no channel: a friendly empty state', () => {
    render(withPage(<VideosPage />, { record: { ytGallery: { links: ['junk'] } } }));
    expect(screen.getByText('Videos are coming soon.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /channel/i })).toBeNull();
  });
});
