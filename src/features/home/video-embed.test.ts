import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed';

const nocookie = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

describe('videoEmbed', () => {
  it('turns a bare YouTube id into the privacy-enhanced player', () => {
    expect(videoEmbed('dQw4w9WgXcQ')).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', src: nocookie('dQw4w9WgXcQ') });
  });

  it('reads the id from every common YouTube URL shape', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url)?.src, url).toBe(nocookie('dQw4w9WgXcQ'));
    }
  });

  it('turns a Vimeo-style URL into the Vimeo player', () => {
    expect(videoEmbed('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.src).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbed('https://vimeo.com/channels/staffpicks/76979871')?.id).toBe('76979871');
  });

  it('gives no video for empty, unknown or unsafe links', () => {
    expect(videoEmbed(undefined)).toBeUndefined();
    expect(videoEmbed('   ')).toBeUndefined();
    expect(videoEmbed('https://example.com/video.mp4')).toBeUndefined();
    expect(videoEmbed('javascript:alert(1)')).toBeUndefined();
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(videoEmbed('https://vimeo.com/about')).toBeUndefined();
  });
});
