import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { PageLink } from '../page-link';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { telHref } from '../../site-data/selectors';
import { CtaButton } from '../cta-button';
import { SafeImage } from '../safe-image';
import { SocialLinks } from '../social-links';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { navModel } from './nav-model';
import { OpenNowLine, useOpenNow } from '../open-now';
import { MENU_EXTRA_ATTR } from '../../contract/page-marks';

/**
 * Header: a top bar (first phone, first day and hours, social icons), the brand row (logo,
 * name, call-to-action, mobile menu) and, on wide screens, the navigation row.
 */
/** A time zone is set for this shell: the open-now code is in the bundle (vite.config.ts). */
declare const __CANOPY_OPEN_NOW__: boolean;

/** The top bar's first day and hours. */
const HOURS_SX = {
  display: { xs: 'none', sm: 'inline-flex' },
  alignItems: 'center',
  gap: 0.75,
  minWidth: 0,
  // Beside a shown open/closed line (written before the app runs too), only on wide
  // screens; a shell without the open-now code has no such line (nor this rule's bytes).
  ...(__CANOPY_OPEN_NOW__ ? { '[data-testid="open-now"]:not([hidden]) ~ &': { display: { xs: 'none', lg: 'inline-flex' } } } : {}),
};

/** The brand link home: logo and name, pushing the rest of the row to the right. */
const BRAND_SX = { display: 'inline-flex', alignItems: 'center', gap: 1.5, textDecoration: 'none', color: 'text.primary', mr: 'auto', minWidth: 0 } as const;

export function Header() {
  const data = useSiteData();
  const s = useStrings();
  const p = data.dbPrincipal;
  const phone = p.phones[0]?.phone;
  const day = p.workdays[0]?.day;
  const hour = p.workHours[0]?.hour;
  const items = navModel(data, s);
  const openNow = useOpenNow();
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', boxShadow: '0 1px 0 rgba(0,0,0,.08)', position: 'relative', zIndex: 10 }}>
      <Box sx={{ bgcolor: 'var(--secondary-color)', color: 'var(--secondary-contrast)', '--focus-ring': 'var(--secondary-contrast)', fontSize: '0.875rem' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 44, justifyContent: 'space-between' }}>
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', minWidth: 0 }}>
            {phone && telHref(phone) && (
              <Box
                component="a"
                href={telHref(phone)}
                aria-label={format(s.header.callLabel, { phone })}
                sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 44, textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                <PhoneIcon fontSize="small" aria-hidden="true" />
                {phone}
              </Box>
            )}
            <OpenNowLine openNow={openNow} sx={{ fontWeight: 600 }} />
            {(day || hour) && (
              <Box
                {...{ [MENU_EXTRA_ATTR]: '' }}
                sx={HOURS_SX}
              >
                <ScheduleIcon fontSize="small" aria-hidden="true" />
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {[day, hour].filter(Boolean).join(' · ')}
                </Box>
              </Box>
            )}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SocialLinks links={data.dbSocialMedia.redes} color="inherit" size={18} gap={0} />
          </Box>
        </Container>
      </Box>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 72, md: 84 } }}>
        <Box component={PageLink} to="/" sx={BRAND_SX}>
          {/* Not a priority image: each page has one, its largest paint; a 56 px logo
              fetched beside it only slowed it, on a page that is under its loading cover then. */}
          <SafeImage src={p.logo} alt={p.name ? '' : s.common.home} width={56} height={56} style={{ objectFit: 'contain', width: 56, height: 56, flex: 'none' }} />
          <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.2rem' }, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
            {p.name}
          </Box>
        </Box>
        <CtaButton size="large" sx={{ display: { xs: 'none', sm: 'inline-flex' }, flex: 'none' }} {...{ [MENU_EXTRA_ATTR]: '' }} />
        <MobileMenu s={s.nav} />
      </Container>
      <Box sx={{ display: { xs: 'none', lg: 'block' }, borderTop: '1px solid', borderColor: 'divider' }}>
        <Container>
          <DesktopNav items={items} label={s.nav.label} />
        </Container>
      </Box>
    </Box>
  );
}
