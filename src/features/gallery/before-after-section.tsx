import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BeforeAfterSlider } from '../../components/gallery/before-after-slider';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { belowFold, offscreenSx } from '../../theme/offscreen';

/** "Before & After": one comparison slider per `beforeAfterGall` entry (none: no section). */
export function BeforeAfterSection() {
  const data = useSiteData();
  const s = useStrings();
  const pairs = data.beforeAfterGall;
  if (!pairs.length) return null;
  return (
    <Box component="section" aria-labelledby="before-after-title" sx={{ mb: { xs: 6, md: 9 } }}>
      <SectionHeading id="before-after-title">{s.gallery.beforeAfter}</SectionHeading>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: {
            xs: '1fr',
            md: pairs.length === 1 ? 'minmax(0, 820px)' : 'repeat(2, minmax(0, 1fr))',
            lg: pairs.length % 3 === 0 ? 'repeat(3, minmax(0, 1fr))' : undefined,
          },
          justifyContent: 'center',
        }}
      >
        {pairs.map((p, i) => (
          <Box
            key={`${i}-${p.beforeImg}`}
            {...(i > 0 ? belowFold : {})}
            // An odd count that does not fill rows of three: the first pair spans the row.
            sx={{
              gridColumn: i === 0 && pairs.length > 1 && pairs.length % 2 === 1 ? { md: 'span 2', lg: pairs.length % 3 === 0 ? 'auto' : 'span 2' } : undefined,
              // The first pair is the page's largest paint; the others wait until scrolled near.
              ...(i > 0 ? offscreenSx(340) : {}),
            }}
          >
            <BeforeAfterSlider before={p.beforeImg} after={p.afterImg} n={i + 1} priority={i === 0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 2.5, md: 3.5 } }}>
      <Typography id={id} variant="h2" sx={{ color: 'text.primary' }}>
        {children}
      </Typography>
      <Box aria-hidden="true" sx={{ mt: 1.25, width: 64, height: 4, borderRadius: 2, bgcolor: 'var(--third-color)' }} />
    </Box>
  );
}
