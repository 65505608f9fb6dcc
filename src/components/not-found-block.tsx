import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageLink } from './page-link';
import { paths } from '../config/paths';
import { useStrings } from '../i18n/use-strings';

export interface NotFoundBlockProps {
  /** Heading level: the not-found page owns the page's h1; a block inside another page may pass 'h2'. */
  headingComponent?: 'h1' | 'h2';
}

/**
 * What every "nothing here" view shows (unknown path, unknown service id, unknown landing id):
 * a heading, a short message and a button back to the home page.
 */
export function NotFoundBlock({ headingComponent = 'h1' }: NotFoundBlockProps) {
  const s = useStrings();
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ bgcolor: 'background.default', py: { xs: 8, md: 14 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: '5.5rem', md: '8rem' },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: 'primary.main',
            mb: 2,
          }}
        >
          404
        </Typography>
        <Typography id="not-found-title" variant="h1" component={headingComponent} sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
          {s.notFound.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 4 }}>{s.notFound.message}</Typography>
        <Button component={PageLink} to={paths.home} variant="contained" color="primary" size="large" sx={{ minHeight: 48, px: 4 }}>
          {s.notFound.back}
        </Button>
      </Container>
    </Box>
  );
}
