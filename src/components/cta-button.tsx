import Button, { type ButtonProps } from '@mui/material/Button';
import { PageLink } from './page-link';
import { paths } from '../config/paths';
import { useStrings } from '../i18n/use-strings';
import { useSiteData } from '../site-data/site-data-context';
import { isReducedSite, telHref } from '../site-data/selectors';
import { isSafeHref } from '../site-data/url-safety';

export interface CtaButtonProps {
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
  fullWidth?: boolean;
  variant?: ButtonProps['variant'];
  phone?: string;
  url?: string;
  text?: string;
}

export type CtaTarget =
  | { kind: 'external'; href: string; text: string }
  | { kind: 'phone-top'; href: string; text: string }
  | { kind: 'internal'; to: string; text: string };

/** The spec's three cases for the call-to-action button, as a pure decision. */
export function ctaTarget(
  opts: { phone?: string; url?: string; text?: string; reduced: boolean; firstPhone?: string },
  s: { orderNow: string; contactUs: string; freeEstimate: string },
): CtaTarget {
  const url = opts.url && isSafeHref(opts.url) ? opts.url : undefined;
  if (opts.phone && telHref(opts.phone)) return { kind: 'external', href: telHref(opts.phone), text: opts.text ?? s.contactUs };
  if (url) return { kind: 'external', href: url, text: opts.text ?? s.orderNow };
  if (opts.reduced) {
    const href = opts.firstPhone ? telHref(opts.firstPhone) : '';
    return { kind: 'phone-top', href: href || '#top', text: opts.text ?? s.contactUs };
  }
  return { kind: 'internal', to: paths.contact, text: opts.text ?? s.freeEstimate };
}

export function CtaButton({ phone, url, text, ...rest }: CtaButtonProps) {
  const data = useSiteData();
  const s = useStrings();
  const target = ctaTarget(
    { phone, url, text, reduced: isReducedSite(data), firstPhone: data.dbPrincipal.phones[0]?.phone },
    s.cta,
  );
  const common = { variant: 'contained' as const, color: 'primary' as const, ...rest };
  if (target.kind === 'internal') {
    return (
      <Button {...common} component={PageLink} to={target.to}>
        {target.text}
      </Button>
    );
  }
  if (target.kind === 'phone-top') {
    return (
      <Button {...common} href={target.href} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        {target.text}
      </Button>
    );
  }
  const web = /^https?:/i.test(target.href);
  return (
    <Button {...common} href={target.href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {target.text}
    </Button>
  );
}
