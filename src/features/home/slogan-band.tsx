import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CtaButton } from '../../components/cta-button';
import { SafeImage } from '../../components/safe-image';
import { useAccentOnDark } from '../../components/sections/section';
import { useSiteData } from '../../site-data/site-data-context';
import { stockImage } from '../../site-data/selectors';

/** The slogan block: the second slogan (or the first) over a photo, with the call to action. */
export function SloganBand() {
  const data = useSiteData();
  const accent = useAccentOnDark();
  const slogan = data.dbSlogan[1]?.slogan || data.dbSlogan[0]?.slogan;
  if (!slogan) return null;
  return (
    // A band, not a named region: its text can be the hero's own title (axe landmark-unique).
    // White text on the photo's dark overlay: the keyboard's ring is white too.
    <Box sx={{ position: 'relative', overflow: 'hidden', color: '#fff', bgcolor: 'secondary.main', '--focus-ring': '#fff' }}>
      <SafeImage src={stockImage(data, 3)} alt="" width={1600} height={700} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(135deg, rgb(var(--overlay-rgb) / .86), rgb(var(--overlay-rgb) / .62))' }} />
      <Container maxWidth="md" sx={{ position: 'relative', py: { xs: 9, md: 13 }, textAlign: 'center' }}>
        <Typography component="p" sx={{ fontSize: { xs: '1.7rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.25, color: '#fff', overflowWrap: 'anywhere', mb: 4 }}>
          <Box component="span" aria-hidden="true" sx={{ color: accent, mr: 1 }}>
            “
          </Box>
          {slogan}
          <Box component="span" aria-hidden="true" sx={{ color: accent, ml: 1 }}>
            ”
          </Box>
        </Typography>
        <CtaButton size="large" sx={{ minHeight: 52, px: 4 }} />
      </Container>
    </Box>
  );
}
