import { useEffect, useState } from 'react';
import { useConfig } from '../../hooks/use-config';
import { siteUrlFrom } from './site-url';

/** The site's home URL as the card shows it: the configured one, else (after mount) this page's origin. */
export function useSiteUrl(): string {
  const { siteUrl, basePath } = useConfig();
  const [url, setUrl] = useState(() => siteUrlFrom(siteUrl, basePath));
  useEffect(() => {
    if (!url) setUrl(siteUrlFrom('', basePath, window.location.origin));
  }, [url, basePath]);
  return url;
}
