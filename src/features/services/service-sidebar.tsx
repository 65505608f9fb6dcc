import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTime from '@mui/icons-material/AccessTime';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { ReactNode } from 'react';
import { PageLink } from '../../components/page-link';
import { constants } from '../../config/constants';
import { paths } from '../../config/paths';
import { ContactRow, type ContactRowLook } from '../../components/contact-row';
import { Breakable } from '../../components/sections/breakable';
import { SocialLinks } from '../../components/social-links';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { contactLinks, firstN, scheduleRows, serviceSlug } from '../../site-data/selectors';
import { BusinessHours } from '../../components/business-hours';

const cardSx = { bgcolor: 'background.paper', borderRadius: 4, p: { xs: 3, md: 3.5 }, boxShadow: '0 10px 30px rgba(16,32,20,.08)' } as const;

function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h3" component="h2" sx={{ color: 'text.primary', mb: 2, pb: 1.5, borderBottom: '3px solid var(--third-color)', display: 'inline-block' }}>
      {children}
    </Typography>
  );
}

const rowLook: ContactRowLook = {
  sx: { display: 'flex', gap: 1.5, alignItems: 'flex-start' },
  iconSx: { flexShrink: 0, width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: 'color-mix(in srgb, currentColor 10%, #ffffff)' },
  title: { component: 'h3', sx: { fontWeight: 700, fontSize: '.85rem', textTransform: 'uppercase', letterSpacing: '.08em', color: 'text.secondary' } },
};

const linkSx = { fontWeight: 700, color: 'text.primary', display: 'inline-block', py: 0.75, overflowWrap: 'anywhere' } as const;

/** Service page sidebar: the first 7 services, phones, emails, opening hours, social links (when more than one). */
export function ServiceSidebar({ currentSlug }: { currentSlug: string }) {
  const data = useSiteData();
  const s = useStrings();
  const contacts = contactLinks(data);
  const redes = data.dbSocialMedia.redes;
  const hours = scheduleRows(data);
  return (
    // Not an <aside>: it sits inside <main>, where a complementary landmark is not allowed
    // (axe landmark-complementary-is-top-level); its nav and section are landmarks of their own.
    <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', position: { md: 'sticky' }, top: { md: 96 } }}>
      <ServicesNav currentSlug={currentSlug} />
      <Box component="section" aria-labelledby="sidebar-contact" sx={cardSx}>
        <CardTitle id="sidebar-contact">{s.services.sidebarContact}</CardTitle>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {contacts.phones.length > 0 && (
            <ContactRow look={rowLook} icon={<PhoneOutlined fontSize="small" />} title={s.contact.phones}>
              {contacts.phones.map((ph, i) => (
                <Box key={`${ph.value}-${i}`}>
                  <Link href={ph.href} sx={linkSx}>
                    {ph.name ? `${ph.name}: ${ph.value}` : ph.value}
                  </Link>
                </Box>
              ))}
            </ContactRow>
          )}
          {contacts.emails.length > 0 && (
            <ContactRow look={rowLook} icon={<EmailOutlined fontSize="small" />} title={s.contact.emails}>
              {contacts.emails.map((e, i) => (
                <Box key={`${e.value}-${i}`}>
                  <Link href={e.href} sx={linkSx}>
                    <Breakable text={e.value} />
                  </Link>
                </Box>
              ))}
            </ContactRow>
          )}
          {hours.length > 0 && (
            <ContactRow look={rowLook} icon={<AccessTime fontSize="small" />} title={s.common.hours}>
              <BusinessHours layout="stacked" />
            </ContactRow>
          )}
          {redes.length > 1 && (
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '.85rem', textTransform: 'uppercase', letterSpacing: '.08em', color: 'text.secondary', mb: 1 }}>
                {s.common.followUs}
              </Typography>
              <SocialLinks links={redes} />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The first services, each a link; the one shown is marked as the current page. */
function ServicesNav({ currentSlug }: { currentSlug: string }) {
  const data = useSiteData();
  const s = useStrings();
  const services = firstN(data.dbServices, constants.sidebarServicesCount);
  return (
    <Box component="nav" aria-labelledby="sidebar-services" sx={cardSx}>
      <CardTitle id="sidebar-services">{s.services.sidebarServices}</CardTitle>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {services.map((svc) => {
          const slug = serviceSlug(svc.name);
          const current = slug === currentSlug;
          return (
            <li key={slug}>
              <Link
                component={PageLink}
                to={paths.service(slug)}
                aria-current={current ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  minHeight: 48,
                  px: 2,
                  py: 1,
                  borderRadius: 2,
                  fontWeight: 700,
                  overflowWrap: 'anywhere',
                  color: current ? 'primary.contrastText' : 'text.primary',
                  bgcolor: (t) => (current ? t.palette.primary.main : alpha(t.palette.primary.main, 0.06)),
                  '&:hover': { bgcolor: (t) => (current ? t.palette.primary.main : alpha(t.palette.primary.main, 0.14)) },
                }}
              >
                <span>{svc.name}</span>
                <ChevronRight aria-hidden="true" sx={{ flexShrink: 0 }} />
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
