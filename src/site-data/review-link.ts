import type { SiteData } from './schema';

/** Google's short-link hosts: `g.page/<name>` is a business profile, `/review` its review form. */
const SHORT_HOST = /^(www\.)?g\.page$/i;

/**
 * Where a customer leaves a review: the record's `gmb.link`. A Google short link
 * (`https://g.page/<name>`, trailing slash or not; the parser gives a bare `g.page/<name>` its
 * scheme) opens the review form itself, `https://g.page/<name>/review`, one tap fewer on the
 * customer's phone; any other http(s) link is used as it is (a `search.google.com/local/writereview`
 * link, a Yelp page). Undefined without a usable link: then there is no review control.
 */
export function reviewUrl(link: string | undefined): string | undefined {
  if (!link) return undefined;
  let u: URL;
  try {
    u = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
  const name = /^\/([^/]+)\/?$/.exec(u.pathname)?.[1];
  if (SHORT_HOST.test(u.hostname) && name && !u.search && !u.hash) return `https://g.page/${name}/review`;
  return u.href;
}

/** The record's review page, if it has one. */
export function reviewLink(data: SiteData): string | undefined {
  return reviewUrl(data.gmb.link);
}
