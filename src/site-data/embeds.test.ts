import { describe, expect, it } from 'vitest';
import { reviewsEmbedTarget, videoEmbed, youtubeEmbedUrl, youtubeId, youtubeIds, youtubeThumbnail } from './embeds';


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


describe('youtubeId', () => {
  it.each([
    ['aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['  aqz-KE-bpKQ  ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=42s', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/ScMzIvxBSi4', 'ScMzIvxBSi4'],
    ['https://youtu.be/ScMzIvxBSi4?si=abc&t=3', 'ScMzIvxBSi4'],
    ['https://www.youtube.com/embed/ScMzIvxBSi4', 'ScMzIvxBSi4'],
    ['https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?rel=0', 'ScMzIvxBSi4'],
    ['https://www.youtube.com/shorts/ScMzIvxBSi4', 'ScMzIvxBSi4'],
    ['http://youtube.com/live/ScMzIvxBSi4?feature=share', 'ScMzIvxBSi4'],
  ])('reads %s', (entry, id) => {
    expect(youtubeId(entry)).toBe(id);
  });

  it.each([
    [''],
    ['   '],
    ['not a video'],
    ['aqz-KE-bpK'], // 10 characters
    ['https://www.youtube.com/@bartoncreekstone'], // a channel, not a video
    ['https://www.youtube.com/watch?v=short'],
    ['https://evil.example/watch?v=aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871'],
    ['javascript:alert(1)//aqz-KE-bpKQ'],
    ['https://youtu.be/'],
  ])('skips %j', (entry) => {
    expect(youtubeId(entry)).toBeNull();
  });

  it('tolerates null and undefined', () => {
    expect(youtubeId(null)).toBeNull();
    expect(youtubeId(undefined)).toBeNull();
  });
});

describe('youtubeIds', () => {
  it('keeps usable entries in order and drops junk and duplicates', () => {
    expect(
      youtubeIds(['https://youtu.be/ScMzIvxBSi4', 'junk', 'aqz-KE-bpKQ', 'https://www.youtube.com/embed/ScMzIvxBSi4']),
    ).toEqual(['ScMzIvxBSi4', 'aqz-KE-bpKQ']);
  });
});

describe('urls', () => {
  it('thumbnail and privacy-enhanced autoplay embed', () => {
    expect(youtubeThumbnail('aqz-KE-bpKQ')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(youtubeEmbedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  });
});

const ID = 'elfsight-app-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

describe('reviewsEmbedTarget', () => {
  it('recognises an Elfsight app id, also pasted as a selector or class list', () => {
    expect(reviewsEmbedTarget(ID)).toEqual({ kind: 'elfsight', className: ID });
    expect(reviewsEmbedTarget(` .${ID} `)).toEqual({ kind: 'elfsight', className: ID });
    expect(reviewsEmbedTarget(`${ID} other-class`)).toEqual({ kind: 'elfsight', className: ID });
  });
  it('frames https URLs only', () => {
    expect(reviewsEmbedTarget('https://reviews.example/widget?id=4')).toEqual({ kind: 'url', url: 'https://reviews.example/widget?id=4' });
    expect(reviewsEmbedTarget('http://reviews.example/widget').kind).toBe('none');
    expect(reviewsEmbedTarget('javascript:alert(1)').kind).toBe('none');
  });
  it('ignores junk', () => {
    for (const junk of ['', '   ', undefined, null, 'elfsight-app-', 'elfsight-app-1234', 'hello world', 'elfsight-app-zzzz"><script>']) {
      expect(reviewsEmbedTarget(junk).kind).toBe('none');
    }
  });
});
