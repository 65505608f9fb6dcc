import { useEffect, useState } from 'react';
import { useConfig } from '../../hooks/use-config';

/**
 * The public URL of the site's home: the configured site URL (VITE_SITE_URL) plus the base path,
 * else this page's origin plus the base path. '' when neither is known (server render without a
 * configured URL); the hook fills it in after mount.
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

export function useSiteUrl(): string {
  const { siteUrl, basePath } = useConfig();
  const [url, setUrl] = useState(() => siteUrlFrom(siteUrl, basePath));
  useEffect(() => {
    if (!url) setUrl(siteUrlFrom('', basePath, window.location.origin));
  }, [url, basePath]);
  return url;
}
