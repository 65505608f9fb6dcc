import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SafeImage } from '../safe-image';

export interface PageBannerProps {
  title: string;
  /** Small line above the title ("Our Services"). */
  subheader?: string;
  image?: string;
}

/** The banner at the top of inner pages: the page's h1 over a darkened image. */
export function PageBanner({ title, subheader, image }: PageBannerProps) {
  return (
    <Box component="section" sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'var(--secondary-color)', color: '#fff' }}>
      {image && (
        <SafeImage
          src={image}
          alt=""
          width={1200}
          height={800}
          priority
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgb(var(--overlay-rgb) / .82), rgb(var(--overlay-rgb) / .55))' }} />
      <Container sx={{ position: 'relative', py: { xs: 6, md: 10 } }}>
        {subheader && (
          <Typography component="p" sx={{ textTransform: 'uppercase', letterSpacing: '.12em', fontWeight: 700, fontSize: '0.9rem', mb: 1, color: '#fff' }}>
            {subheader}
          </Typography>
        )}
        <Typography variant="h1" sx={{ color: '#fff', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Container>
    </Box>
  );
}
