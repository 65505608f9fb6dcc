/**
 * The promo video's embed address (spec section 7: "Embeds of YouTube videos and a
 * Vimeo-style video URL"). A bare YouTube id or any youtube URL becomes the privacy-enhanced
 * player; a Vimeo-style URL becomes Vimeo's player. Anything else: no video.
 */
export type VideoEmbed = { kind: 'youtube'; id: string; src: string } | { kind: 'vimeo'; id: string; src: string };

const YT_ID = /^[\w-]{11}$/;

function youtubeId(u: URL): string | undefined {
  const host = u.hostname.replace(/^www\.|^m\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = u.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    id = u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1];
  }
  return id && YT_ID.test(id) ? id : undefined;
}

function vimeoId(u: URL): string | undefined {
  const host = u.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return undefined;
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  const id = u.pathname.split('/').filter(Boolean).reverse().find((part) => /^\d+$/.test(part));
  return id;
}

export function videoEmbed(link: string | undefined | null): VideoEmbed | undefined {
  const value = (link ?? '').trim();
  if (!value) return undefined;
  if (YT_ID.test(value)) return { kind: 'youtube', id: value, src: `https://www.youtube-nocookie.com/embed/${value}?autoplay=1` };
  let u: URL;
  try {
    u = new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
  const yt = youtubeId(u);
  if (yt) return { kind: 'youtube', id: yt, src: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1` };
  const vm = vimeoId(u);
  if (vm) return { kind: 'vimeo', id: vm, src: `https://player.vimeo.com/video/${vm}` };
  return undefined;
}
