/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const ID_RE = /^[A-Za-z0-9_-]{11}$/;
const YT_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;

/**
 * The video id in a `ytGallery.links` entry: a bare id, or a `watch?v=`, `youtu.be/`,
 * `/embed/`, `/shorts/`, `/live/` or `/v/` URL. Anything else gives null (the entry is skipped).
 */
export function youtubeId(entry: string | null | undefined): string | null {
  const value = (entry ?? '').trim();
  if (!value) return null;
  if (ID_RE.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YT_HOSTS.test(host)) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) candidate = parts[1];
  }
  return candidate && ID_RE.test(candidate) ? candidate : null;
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
