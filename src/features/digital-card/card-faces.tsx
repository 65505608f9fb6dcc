import type { ReactNode } from 'react';
import { PageLink } from '../../components/page-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { ContactRow, type ContactRowLook } from '../../components/contact-row';
import { SafeImage } from '../../components/safe-image';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../config/paths';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { serviceSlug, telHref } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { isSafeHref } from '../../site-data/url-safety';
import { cardEmails, cardPhones, cardServices, ownerTitle } from './card-model';
import { OpenNowLine, useOpenNow } from '../../components/open-now';

const rowLook: ContactRowLook = {
  component: 'li',
  sx: { display: 'flex', alignItems: 'center', gap: 1.75, py: 1 },
  iconSx: { flex: '0 0 auto', width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' },
  title: { component: 'span', sx: { display: 'block', fontSize: '0.75rem', fontWeight: 700, letterSpacing: '.08em', textTransform: 'uppercase', color: 'text.secondary' } },
};

const valueSx = { color: 'text.primary', fontWeight: 600, fontSize: '1rem', textDecoration: 'none', overflowWrap: 'anywhere', '&:hover': { textDecoration: 'underline' } } as const;

function Band({ children }: { children?: ReactNode }) {
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        backgroundImage: 'radial-gradient(circle at 85% -20%, rgba(255,255,255,.28), transparent 55%), linear-gradient(160deg, rgba(255,255,255,.08), rgba(0,0,0,.18))',
        minHeight: 96,
        px: 3,
        py: 2.5,
      }}
    >
      {children}
    </Box>
  );
}

/** Front: logo, name, owner title, phones, emails, address and social links. */
export function ContactFace() {
  const data = useSiteData();
  const s = useStrings();
  const p = data.dbPrincipal;
  const address = p.location[0]?.address;
  const socials = data.dbSocialMedia.redes.filter((r) => r.url && isSafeHref(r.url));
  const openNow = useOpenNow();
  return (
    <>
      <Band />
      <Box sx={{ px: { xs: 2.5, sm: 3.5 }, pb: 3, mt: '-60px', textAlign: 'center' }}>
        <SafeImage
          src={p.logo}
          alt={p.name}
          width={120}
          height={120}
          priority
          style={{ width: 120, height: 120, borderRadius: '50%', objectFit: 'contain', background: '#fff', border: '4px solid #fff', boxShadow: '0 8px 24px rgba(0,0,0,.18)', display: 'block', margin: '0 auto' }}
        />
        <Typography variant="h2" sx={{ fontSize: { xs: '1.55rem', sm: '1.75rem' }, mt: 1.5, overflowWrap: 'anywhere' }}>
          {p.name}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'primary.main', fontWeight: 700, letterSpacing: '.1em', textTransform: 'uppercase', fontSize: '0.85rem' }}>
          {ownerTitle(data, s.card)}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, textAlign: 'left', borderTop: 1, borderColor: 'divider', pt: 1 }}>
          {cardPhones(data).map((ph, i) => (
            <ContactRow key={`${ph.phone}-${i}`} look={rowLook} icon={<PhoneOutlined fontSize="small" />} title={ph.name || s.common.phone}>
              <Box component="a" href={telHref(ph.phone)} sx={valueSx}>
                {ph.phone}
              </Box>
              {i === 0 && <OpenNowLine openNow={openNow} sx={{ display: 'flex', fontSize: '0.875rem', mt: 0.25 }} />}
            </ContactRow>
          ))}
          {cardEmails(data).map((e, i) => (
            <ContactRow key={`${e}-${i}`} look={rowLook} icon={<EmailOutlined fontSize="small" />} title={s.common.email}>
              <Box component="a" href={`mailto:${e}`} sx={valueSx}>
                {e}
              </Box>
            </ContactRow>
          ))}
          {address && (
            <ContactRow look={rowLook} icon={<LocationOnOutlined fontSize="small" />} title={s.common.address}>
              <Typography component="address" sx={{ ...valueSx, fontStyle: 'normal' }}>
                {address}
              </Typography>
            </ContactRow>
          )}
        </Box>
        {socials.length > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1.5 }}>
            <SocialLinks links={socials} size={24} />
          </Box>
        )}
      </Box>
    </>
  );
}

/** Back: the first five services and a website link (linkWeb, else this site). */
export function ServicesFace() {
  const data = useSiteData();
  const s = useStrings();
  const web = data.linkWeb && isSafeHref(data.linkWeb) ? data.linkWeb : undefined;
  const phone = cardPhones(data)[0]?.phone;
  const openNow = useOpenNow();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Band>
        <Typography component="p" sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: '.12em', textTransform: 'uppercase', opacity: 0.9 }}>
          {data.dbPrincipal.name}
        </Typography>
        <Typography variant="h2" sx={{ color: 'inherit', fontSize: '1.6rem', mt: 0.5 }}>
          {s.card.servicesFace}
        </Typography>
      </Band>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: { xs: 2, sm: 3 }, py: 1.5 }}>
        {cardServices(data).map((svc) => (
          <li key={svc.name}>
            <Box
              component={PageLink}
              to={paths.service(serviceSlug(svc.name))}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                minHeight: 56,
                px: 1,
                borderBottom: 1,
                borderColor: 'divider',
                color: 'text.primary',
                fontWeight: 700,
                fontSize: '1.05rem',
                textDecoration: 'none',
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
              }}
            >
              <span>{svc.name}</span>
              <ChevronRight aria-hidden="true" sx={{ color: 'primary.main' }} />
            </Box>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 'auto', px: { xs: 2.5, sm: 3.5 }, pb: 3, pt: 1, display: 'grid', gap: 1.25 }}>
        {phone && <OpenNowLine openNow={openNow} sx={{ display: 'flex', justifyContent: 'center', fontWeight: 600 }} />}
        {phone && (
          <Button href={telHref(phone)} variant="outlined" fullWidth size="large" startIcon={<PhoneOutlined />} sx={{ borderWidth: 2, '&:hover': { borderWidth: 2 } }}>
            {format(s.card.call, { phone })}
          </Button>
        )}
        {web ? (
          <Button href={web} target="_blank" rel="noopener noreferrer" variant="contained" fullWidth size="large" startIcon={<LanguageOutlined />}>
            {s.card.website}
          </Button>
        ) : (
          <Button component={PageLink} to={paths.home} variant="contained" fullWidth size="large" startIcon={<LanguageOutlined />}>
            {s.card.website}
          </Button>
        )}
      </Box>
    </Box>
  );
}
