import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageLink } from './page-link';
import { paths } from '../config/paths';
import { useStrings } from '../i18n/use-strings';
import { telHref } from '../site-data/selectors';

/**
 * What the standalone pages (card, link-in-bio) show when the record has nothing in it: a
 * heading, a short message, the business's phone when one survived, and a way home.
 */
export function EmptyRecordNotice({ phone }: { phone?: string }) {
  const s = useStrings();
  const tel = phone ? telHref(phone) : undefined;
  return (
    <Box
      component="section"
      aria-labelledby="empty-record-title"
      data-testid="empty-record"
      sx={{ maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 4 }, borderRadius: '20px', bgcolor: 'background.paper', color: 'text.primary', textAlign: 'center', boxShadow: '0 20px 40px rgba(0,0,0,.25)' }}
    >
      <Typography id="empty-record-title" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, mb: 1.5 }}>
        {s.common.emptyTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{s.common.emptyMessage}</Typography>
      {phone && tel && (
        <Typography sx={{ mb: 2 }}>
          <a href={tel}>{s.common.callUs.replace('{phone}', phone)}</a>
        </Typography>
      )}
      <Button component={PageLink} to={paths.home} variant="contained" size="large" sx={{ minHeight: 48, px: 4 }}>
        {s.notFound.back}
      </Button>
    </Box>
  );
}
