/**
 * The record's embed rules, written once: which YouTube or Vimeo video a record value names
 * (the home's promo video, `ytGallery.links`) and what `reviews.links[0]` asks to embed. Read by
 * the pages and by the build's CSP (scripts/security-headers.ts).
 */

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const YT_ID = /^[A-Za-z0-9_-]{11}$/;
const YT_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

function webUrl(value: string): URL | undefined {
  try {
    const u = new URL(HAS_SCHEME.test(value) ? value : `https://${value}`);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The video id in a YouTube value: a bare id, or a `watch?v=`, `youtu.be/`, `/embed/`,
 * `/shorts/`, `/live/`, `/v/` or `/e/` URL. Anything else gives null.
 */
export function youtubeId(entry: string | null | undefined): string | null {
  const value = (entry ?? '').trim();
  if (!value) return null;
  if (YT_ID.test(value)) return value;
  const url = webUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YT_HOSTS.test(host)) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) candidate = parts[1];
    else candidate = url.searchParams.get('v');
  }
  return candidate && YT_ID.test(candidate) ? candidate : null;
}

/** The ids of every usable entry, in order, without duplicates. */
export function youtubeIds(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const id = youtubeId(e);
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

export function youtubeThumbnail(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** Privacy-enhanced embed (no cookies until the visitor plays), started on open. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}

function vimeoId(u: URL): string | undefined {
  const host = u.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return undefined;
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  return u.pathname.split('/').filter(Boolean).reverse().find((part) => /^\d+$/.test(part));
}

export type VideoEmbed = { kind: 'youtube'; id: string; src: string } | { kind: 'vimeo'; id: string; src: string };

/**
 * The promo video's embed address (spec section 7: "Embeds of YouTube videos and a Vimeo-style
 * video URL"): YouTube's privacy-enhanced player, Vimeo's player, or no video.
 */
export function videoEmbed(link: string | undefined | null): VideoEmbed | undefined {
  const yt = youtubeId(link);
  if (yt) return { kind: 'youtube', id: yt, src: youtubeEmbedUrl(yt) };
  const url = webUrl((link ?? '').trim());
  const vm = url && vimeoId(url);
  return vm ? { kind: 'vimeo', id: vm, src: `https://player.vimeo.com/video/${vm}` } : undefined;
}

/** The script that turns an `elfsight-app-<uuid>` container into the reviews widget. */
export const ELFSIGHT_SCRIPT_URL = 'https://static.elfsight.com/platform/platform.js';

const ELFSIGHT_RE = /^elfsight-app-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ReviewsEmbedTarget = { kind: 'elfsight'; className: string } | { kind: 'url'; url: string } | { kind: 'none' };

/**
 * What `reviews.links[0]` asks for: an Elfsight app id (`elfsight-app-<uuid>`), an https page to
 * frame, or nothing (empty, junk, or an unsafe scheme).
 */
export function reviewsEmbedTarget(link: string | undefined | null): ReviewsEmbedTarget {
  const value = (link ?? '').trim();
  if (!value) return { kind: 'none' };
  // Some records paste the whole class attribute or a selector (".elfsight-app-…").
  const candidate = value.replace(/^\./, '').split(/\s+/).find((c) => ELFSIGHT_RE.test(c));
  if (candidate) return { kind: 'elfsight', className: candidate.toLowerCase() };
  try {
    const u = new URL(value);
    if (u.protocol === 'https:' && u.hostname) return { kind: 'url', url: u.href };
  } catch {
    /* not a URL */
  }
  return { kind: 'none' };
}

/**
 * The `sandbox` of every third-party frame (map, video players, reviews page). The frame keeps
 * its own origin (`allow-same-origin` on a cross-origin frame gives nothing of ours) and its
 * scripts, may open a new tab ("View larger map", "Watch on YouTube") and cast, but may not
 * navigate our page away, submit forms or open dialogs over it.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** What a video player's frame may use (the page's player, entry/early-video.ts). */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
