import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId, youtubeIds, youtubeThumbnail } from './youtube-id';

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
