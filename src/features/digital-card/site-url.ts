/**
 * The public URL of the site's home: the configured site URL (VITE_SITE_URL) plus the base path,
 * else this page's origin plus the base path. '' when neither is known (server render without a
 * configured URL); `useSiteUrl` fills it in after mount. Pure: the card's lazy tools import
 * it without the app's settings (use-site-url.ts).
 */
export function siteUrlFrom(siteUrl: string, basePath: string, origin?: string): string {
  const base = siteUrl || origin || '';
  if (!base) return '';
  try {
    return new URL(basePath, base).href;
  } catch {
    return '';
  }
}
