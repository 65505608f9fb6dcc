import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSiteData } from '../../site-data/site-data-context';
import { useStrings } from '../../i18n/use-strings';
import { usePageTitle } from '../../hooks/use-page-title';

export function ContactPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.contact, data.dbPrincipal.name);
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">{s.pages.contact}</Typography>
      <Typography>{data.dbPrincipal.name}</Typography>
    </Container>
  );
}
