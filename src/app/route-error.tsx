import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useStrings } from '../i18n/use-strings';
import { useSiteData } from '../site-data/site-data-context';
import { telHref } from '../site-data/selectors';

/** Shown when a page fails to render: the business's phone and a way home, never a blank page. */
export function RouteError() {
  const s = useStrings();
  const phone = useSiteData().dbPrincipal.phones[0]?.phone;
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {s.common.sectionError}
      </Typography>
      {phone && telHref(phone) && (
        <Typography sx={{ mb: 2 }}>
          <a href={telHref(phone)}>{s.common.callUs.replace('{phone}', phone)}</a>
        </Typography>
      )}
      <Button variant="contained" href={import.meta.env.BASE_URL}>
        {s.notFound.back}
      </Button>
    </Box>
  );
}
