import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PromoVideo } from '../features/home/promo-video';
import { VideosPage } from '../features/videos/videos-page';
import { withPage } from '../../tests/support/page';
import { expectSandboxed } from '../../tests/support/expect-sandboxed';
import { answerEarlyVideos } from './early-video';
import { stopLikeHydratingReact } from '../../tests/support/react-stops';
import { markHydrated } from '../../tests/support/app-marks';

/** A page as the build writes it (the entry answers its play buttons until the app hydrates them). */
function prerendered(ui: React.ReactElement, record: Record<string, unknown>): void {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(withPage(ui, { record }));
}

const videosPage = () => prerendered(<VideosPage />, { ytGallery: { links: ['https://youtu.be/ScMzIvxBSi4', 'aqz-KE-bpKQ'] } });
const player = () => screen.getByRole('dialog', { name: 'Video player' });
/** The player's frame, which comes once the dialog has been drawn. */
const playerFrame = (dialog: HTMLElement) => vi.waitFor(() => dialog.querySelector('iframe') ?? Promise.reject(new Error('no frame yet')));

beforeAll(() => {
  // jsdom's CSS parser knows no nesting: the styles are the browser tests' to check.
  document.head.insertAdjacentHTML('beforeend', '<style id="early-video-styles"></style>');
});

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe("a video's Play before the app runs", () => {
  it("a thumbnail's tap plays its video in a named player, sandboxed as the app's", async () => {
    videosPage();
    stop = answerEarlyVideos(document);
    fireEvent.click(screen.getByRole('button', { name: 'Play video 2' }));
    const frame = await playerFrame(player());
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(frame.title).toBe('Video player');
    expectSandboxed(frame);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a tap React stops while it hydrates the videos still opens the player', () => {
    videosPage();
    stop = answerEarlyVideos(document);
    const unstop = stopLikeHydratingReact(document.body.firstElementChild!);
    fireEvent.click(screen.getByRole('button', { name: 'Play video 2' }));
    unstop();
    expect(player()).toBeTruthy();
  });

  it('the home page\'s promo video plays its own embed (YouTube or Vimeo)', async () => {
    prerendered(<PromoVideo />, { videosPromo: [{ activo: true, link: 'https://vimeo.com/76979871' }] });
    stop = answerEarlyVideos(document);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const frame = await playerFrame(screen.getByRole('dialog', { name: 'Watch our video' }));
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('Close stops the video (the frame goes) and gives the button its focus back', async () => {
    videosPage();
    stop = answerEarlyVideos(document);
    const play = screen.getByRole('button', { name: 'Play video 1' });
    fireEvent.click(play);
    await playerFrame(player());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog, iframe')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('a player closed before its frame came never loads it', async () => {
    videosPage();
    stop = answerEarlyVideos(document);
    fireEvent.click(screen.getByRole('button', { name: 'Play video 1' }));
    const dialog = player();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('opens no player for an address that is not one of the players', () => {
    videosPage();
    stop = answerEarlyVideos(document);
    const play = screen.getByRole('button', { name: 'Play video 1' });
    play.setAttribute('data-early-video', JSON.stringify({ src: 'https://evil.example/embed/x', title: 'x', close: 'Close' }));
    fireEvent.click(play);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('marks the buttons as its own to answer, and still answers them once the app has hydrated them, with one player', async () => {
    videosPage();
    stop = answerEarlyVideos(document);
    expect(answerEarlyVideos(document), 'a second install is the first').toBe(stop);
    const buttons = screen.getAllByRole('button', { name: /^Play video/ });
    expect(buttons.every((b) => b.hasAttribute('data-native'))).toBe(true);
    markHydrated(buttons[0]!);
    try {
      fireEvent.click(buttons[0]!);
      await playerFrame(player());
      expect(document.querySelectorAll('dialog')).toHaveLength(1);
    } finally {
      document.documentElement.removeAttribute('data-app-ready');
    }
  });
});

describe('the video player on a page the app renders itself', () => {
  it.each([
    ['the videos page', () => <VideosPage />, { ytGallery: { links: ['aqz-KE-bpKQ'] } }, 'Play video 1', 'Video player'],
    ['the promo video', () => <PromoVideo />, { videosPromo: [{ activo: true, link: 'https://youtu.be/aqz-KE-bpKQ' }] }, 'Play video', 'Watch our video'],
  ] as const)('%s: its button opens the entry\'s player, installed as it mounts, and only that one', async (_what, ui, record, play, name) => {
    const { unmount } = render(withPage(ui(), { record }));
    // The install the component made stops with it (the file's other tests install their own).
    stop = () => {
      unmount();
      answerEarlyVideos(document)();
    };
    const button = screen.getByRole('button', { name: play });
    await vi.waitFor(() => expect(button.hasAttribute('data-native')).toBe(true));
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog.matches('[data-early-video-view]')).toBe(true);
    expect((await playerFrame(dialog)).getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(document.querySelectorAll('dialog, [role="dialog"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
