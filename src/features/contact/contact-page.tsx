import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBanner } from '../../components/sections/page-banner';
import { useSlot } from '../../components/slots';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { stockImage } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { ContactDetails } from './contact-details';
import { CoverageMap } from './coverage-map';

export function ContactPage() {
  const data = useSiteData();
  const s = useStrings();
  const LeadForm = useSlot('LeadForm');
  usePageTitle(s.pages.contact, data.dbPrincipal.name);
  return (
    <>
      <PageBanner title={s.contact.title} image={stockImage(data, 2)} />
      <Container sx={{ py: { xs: 5, md: 9 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="contact-details-title">
            <Typography id="contact-details-title" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {data.dbPrincipal.name || s.contact.title}
            </Typography>
            <ContactDetails />
          </Box>
          <Box
            component="section"
            aria-labelledby="contact-form-title"
            sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider', boxShadow: '0 18px 40px rgba(16, 24, 40, .08)' }}
          >
            <Typography id="contact-form-title" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {s.contact.formTitle}
            </Typography>
            {LeadForm && <LeadForm idPrefix="contact" />}
          </Box>
        </Box>
      </Container>
      <CoverageMap />
    </>
  );
}
