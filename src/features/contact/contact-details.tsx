import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { ContactRow, type ContactRowLook } from '../../components/contact-row';
import { SocialLinks } from '../../components/social-links';
import { useStrings } from '../../i18n/use-strings';
import { contactLinks, scheduleRows } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { isSafeHref } from '../../site-data/url-safety';
import { BusinessHours } from '../../components/business-hours';
import { OpenNowLine, useOpenNow } from '../../components/open-now';

/** Each way to reach the business as a card of its own. */
const cardLook: ContactRowLook = {
  component: 'li',
  sx: {
    display: 'flex',
    gap: 2,
    p: { xs: 2.25, md: 2.5 },
    borderRadius: 3,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    boxShadow: '0 6px 18px rgba(16, 24, 40, .06)',
  },
  iconSx: { flex: '0 0 auto', width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'var(--main-color)', color: '#fff' },
  title: { component: 'h3', variant: 'h3', sx: { fontSize: '1.05rem', mb: 0.75 } },
  textSx: { minWidth: 0, flex: 1 },
};

const linkSx = { fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** Address, labelled phones, emails, work days and hours and social links, as a list of cards. */
export function ContactDetails() {
  const data = useSiteData();
  const s = useStrings();
  const p = data.dbPrincipal;
  const addresses = p.location.map((l) => l.address).filter(Boolean);
  const { phones, emails } = contactLinks(data);
  const schedule = scheduleRows(data);
  const openNow = useOpenNow();
  const socials = data.dbSocialMedia.redes.filter((r) => r.url && isSafeHref(r.url));

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {addresses.length > 0 && (
        <ContactRow look={cardLook} icon={<LocationOnOutlined />} title={s.common.address}>
          {addresses.map((a, i) => (
            <Typography key={`${a}-${i}`} component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', '& + &': { mt: 0.5 } }}>
              {a}
            </Typography>
          ))}
        </ContactRow>
      )}
      {phones.length > 0 && (
        <ContactRow look={cardLook} icon={<PhoneOutlined />} title={s.contact.phones}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {phones.map((ph, i) => (
              <li key={`${ph.value}-${i}`}>
                {ph.name && (
                  <Typography component="span" sx={{ display: 'block', fontSize: '0.85rem', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.06em', fontWeight: 600 }}>
                    {ph.name}
                  </Typography>
                )}
                <Link href={ph.href} sx={linkSx}>
                  {ph.value}
                </Link>
              </li>
            ))}
          </Box>
        </ContactRow>
      )}
      {emails.length > 0 && (
        <ContactRow look={cardLook} icon={<EmailOutlined />} title={s.contact.emails}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {emails.map((e, i) => (
              <li key={`${e.value}-${i}`}>
                <Link href={e.href} sx={linkSx}>
                  {e.value}
                </Link>
              </li>
            ))}
          </Box>
        </ContactRow>
      )}
      {schedule.length > 0 && (
        <ContactRow look={cardLook} icon={<ScheduleOutlined />} title={s.common.hours}>
          <OpenNowLine openNow={openNow} sx={{ display: 'flex', fontWeight: 700, mb: 1 }} />
          <BusinessHours layout="table" />
        </ContactRow>
      )}
      {socials.length > 0 && (
        <ContactRow look={cardLook} icon={<ShareOutlined />} title={s.common.followUs}>
          <Box sx={{ ml: -1.25 }}>
            <SocialLinks links={socials} size={24} />
          </Box>
        </ContactRow>
      )}
    </Box>
  );
}
