import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Link as RouterLink } from 'react-router-dom';
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

export function Header() {
  const data = useSiteData();
  const s = useStrings();
  const p = data.dbPrincipal;
  const phone = p.phones[0]?.phone;
  const day = p.workdays[0]?.day;
  const hour = p.workHours[0]?.hour;
  const items = navModel(data, s);
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', boxShadow: '0 1px 0 rgba(0,0,0,.08)', position: 'relative', zIndex: 10 }}>
      <Box sx={{ bgcolor: 'var(--secondary-color)', color: '#fff', fontSize: '0.875rem' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 40, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {phone && telHref(phone) && (
              <Box
                component="a"
                href={telHref(phone)}
                aria-label={format(s.header.callLabel, { phone })}
                sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 40, textDecoration: 'none', fontWeight: 700 }}
              >
                <PhoneIcon fontSize="small" aria-hidden="true" />
                {phone}
              </Box>
            )}
            {(day || hour) && (
              <Box sx={{ display: { xs: 'none', sm: 'inline-flex' }, alignItems: 'center', gap: 0.75 }}>
                <ScheduleIcon fontSize="small" aria-hidden="true" />
                {[day, hour].filter(Boolean).join(' · ')}
              </Box>
            )}
          </Box>
          <SocialLinks links={data.dbSocialMedia.redes} color="inherit" size={18} />
        </Container>
      </Box>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 76 }}>
        <Box component={RouterLink} to="/" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, textDecoration: 'none', color: 'text.primary', mr: 'auto', minWidth: 0 }}>
          <SafeImage src={p.logo} alt={p.name || s.common.home} width={56} height={56} priority style={{ objectFit: 'contain', width: 56, height: 56 }} />
          <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.15rem' }, lineHeight: 1.2, display: { xs: 'none', sm: 'block' } }}>
            {p.name}
          </Box>
        </Box>
        <DesktopNav items={items} label={s.nav.label} />
        <CtaButton size="medium" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <MobileMenu items={items} s={s.nav} />
      </Container>
    </Box>
  );
}
