import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import AccessTime from '@mui/icons-material/AccessTime';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { ContactRow, type ContactRowLook } from '../../components/contact-row';
import { Breakable } from '../../components/sections/breakable';
import { useSlot } from '../../components/slots';
import { Section } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { contactLinks, scheduleRows } from '../../site-data/selectors';
import { BusinessHours } from '../../components/business-hours';

const rowLook: ContactRowLook = {
  sx: { display: 'flex', gap: 2, alignItems: 'flex-start' },
  iconSx: { flexShrink: 0, width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,.14)' },
  title: { component: 'h3', sx: { fontWeight: 800, fontSize: '1.05rem', mb: 0.5, color: 'inherit' } },
};

/** The home contact section (anchor `#contact`): how to reach the business, and the form. */
export function ContactBlock() {
  const data = useSiteData();
  const s = useStrings();
  const LeadForm = useSlot('LeadForm');
  const contacts = contactLinks(data);
  const hours = scheduleRows(data);
  const linkSx = { color: 'inherit', fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44, overflowWrap: 'anywhere', textDecorationColor: 'rgba(255,255,255,.5)' } as const;
  return (
    <Section id="contact" title={s.contact.formTitle} eyebrow={s.home.estimateTitle}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: LeadForm ? '5fr 7fr' : '1fr' }, alignItems: 'start' }}>
        <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', '--focus-ring': 'var(--secondary-contrast)', borderRadius: 4, p: { xs: 3, md: 4.5 }, display: 'grid', gap: 3.5, boxShadow: '0 18px 40px rgba(16,32,20,.18)' }}>
          {contacts.phones.length > 0 && (
            <ContactRow look={rowLook} icon={<PhoneOutlined />} title={s.contact.phones}>
              {contacts.phones.map((ph, i) => (
                <Box key={`${ph.value}-${i}`}>
                  {ph.name && <Box component="span" sx={{ opacity: 0.85, mr: 1 }}>{ph.name}:</Box>}
                  <Link href={ph.href} sx={linkSx}>
                    {ph.value}
                  </Link>
                </Box>
              ))}
            </ContactRow>
          )}
          {contacts.emails.length > 0 && (
            <ContactRow look={rowLook} icon={<EmailOutlined />} title={s.contact.emails}>
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
            <ContactRow look={rowLook} icon={<AccessTime />} title={s.common.hours}>
              <BusinessHours layout="inline" />
            </ContactRow>
          )}
        </Box>
        {LeadForm && (
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 4, p: { xs: 2.5, md: 4.5 }, boxShadow: '0 18px 40px rgba(16,32,20,.1)', minWidth: 0 }}>
            <LeadForm idPrefix="home" />
          </Box>
        )}
      </Box>
    </Section>
  );
}
