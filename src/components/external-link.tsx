import Link, { type LinkProps } from '@mui/material/Link';
import { isSafeHref } from '../site-data/url-safety';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  href: string | undefined;
  /** tel:/mailto:/sms: links open in place; web links open in a new tab. */
  newTab?: boolean;
}

/**
 * A link to a URL from the record. Unsafe or missing URLs render the content without a link
 * (the parser already dropped them; this is the last guard). Web links open in a new tab with
 * rel="noopener noreferrer".
 */
export function ExternalLink({ href, newTab, children, ...rest }: ExternalLinkProps) {
  if (!href || !isSafeHref(href)) return <span>{children}</span>;
  const web = /^https?:/i.test(href);
  const blank = newTab ?? web;
  return (
    <Link href={href} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </Link>
  );
}
