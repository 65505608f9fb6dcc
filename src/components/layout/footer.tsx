import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useClock } from '../../hooks/use-clock';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { contactLinks, footerExcerpt } from '../../site-data/selectors';
import { ExternalLink } from '../external-link';
import { SocialLinks } from '../social-links';
import { NavAnchor } from './nav-link';
import { footerLinks } from './nav-model';
import { BusinessHours } from '../business-hours';
import { belowFold, offscreenSx } from '../../theme/offscreen';
import { LIVE_ATTRS } from '../../contract/page-marks';

const headingSx = { color: 'inherit', fontWeight: 800, mb: 1.5, fontSize: '1.1rem' } as const;
const linkSx = { color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: 32, textDecorationColor: 'currentColor' } as const;

/**
 * `year` is the build's (so the prerendered HTML and hydration agree); after hydration the
 * visitor's clock takes over, so a page built last December does not say last year.
 */
function useYear(buildYear: number): number {
  const clock = useClock();
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date(clock.now()).getFullYear()), [clock]);
  return year;
}

/**
 * "© 2027 Name. All rights reserved.", its year in its own element: the page's entry writes
 * the visitor's year there before the app runs (src/entry/live-state.ts), and the
 * app accepts it when it hydrates (the build's year is what its first render says).
 */
function Copyright({ template, year, name }: { template: string; year: number; name: string }) {
  const [before, after] = template.split('{year}');
  if (after === undefined) return format(template, { name });
  return (
    <>
      {format(before ?? '', { name })}
      <span {...{ [LIVE_ATTRS.year]: '' }} suppressHydrationWarning>
        {year}
      </span>
      {format(after, { name })}
    </>
  );
}

export function Footer({ year: buildYear }: { year: number }) {
  const year = useYear(buildYear);
  const data = useSiteData();
  const s = useStrings();
  const p = data.dbPrincipal;
  const contacts = contactLinks(data);
  const excerpt = footerExcerpt(data);
  return (
    // Below the first screen on every page: rendered, styled and its social icons fetched as the
    // visitor scrolls near, not while the first screen loads (theme/offscreen.ts).
    <Box component="footer" {...belowFold} sx={{ bgcolor: 'var(--bg-footer)', color: 'var(--bg-footer-contrast)', '--focus-ring': 'var(--bg-footer-contrast)', pt: 6, pb: 12, ...offscreenSx(900) }}>
      <Container sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1.3fr 1fr 0.6fr' } }}>
        {/* Not a named region: the home page's about section already is "About Us" (axe landmark-unique). */}
        <div>
          <Typography id="footer-about" component="h2" sx={headingSx}>
            {s.footer.about}
          </Typography>
          {excerpt && <Typography sx={{ color: 'inherit', lineHeight: 1.7 }}>{excerpt}</Typography>}
          <Box sx={{ mt: 2 }}>
            <SocialLinks links={data.dbSocialMedia.redes} color="inherit" gap={0} />
          </Box>
        </div>
        <section aria-labelledby="footer-contact">
          <Typography id="footer-contact" component="h2" sx={headingSx}>
            {s.footer.contact}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {contacts.phones.map((ph, i) => (
              <li key={`p${i}`}>
                <ExternalLink href={ph.href} sx={linkSx}>
                  {ph.name ? `${ph.name}: ` : ''}
                  {ph.value}
                </ExternalLink>
              </li>
            ))}
            {contacts.emails.map((em, i) => (
              <li key={`e${i}`}>
                <ExternalLink href={em.href} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
                  {em.value}
                </ExternalLink>
              </li>
            ))}
            {p.location.map((loc, i) => (
              <li key={`l${i}`}>{loc.address}</li>
            ))}
          </Box>
        </section>
        <section aria-labelledby="footer-hours">
          <Typography id="footer-hours" component="h2" sx={headingSx}>
            {s.footer.openingTimes}
          </Typography>
          <BusinessHours layout="inline" />
        </section>
        <nav aria-labelledby="footer-links">
          <Typography id="footer-links" component="h2" sx={headingSx}>
            {s.footer.links}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {footerLinks(data, s).map((l) => (
              <li key={l.to}>
                <Box component={NavAnchor} to={l.to} sx={linkSx}>
                  {l.label}
                </Box>
              </li>
            ))}
          </Box>
        </nav>
      </Container>
      <Container>
        <Typography sx={{ mt: 5, pt: 3, borderTop: '1px solid currentColor', fontSize: '0.875rem', color: 'inherit' }}>
          <Copyright template={s.footer.copyright} year={year} name={p.name} />
        </Typography>
      </Container>
    </Box>
  );
}
