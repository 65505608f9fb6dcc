import Box from '@mui/material/Box';
import { SafeImage } from '../../components/safe-image';
import { Section } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { isSafeHref } from '../../site-data/url-safety';

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

/** The branding colour-links block: active `brandingExtra` images, each linking out. */
export function BrandingBlock() {
  const data = useSiteData();
  const s = useStrings();
  const items = data.brandingExtra.filter((b) => b.activo && (b.img || b.link));
  if (!items.length) return null;
  const title = data.labels.general.titleBranding || s.home.brandingTitle;
  return (
    <Section id="branding" title={title}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 2, md: 3 } }}>
        {items.map((b, i) => {
          const label = hostOf(b.link) || `${title} ${i + 1}`;
          const img = (
            <SafeImage src={b.img} alt={b.link ? label : ''} width={220} height={120} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />
          );
          const boxSx = {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: { xs: 150, md: 200 },
            height: { xs: 96, md: 120 },
            p: 2,
            borderRadius: 3,
            bgcolor: 'background.paper',
            boxShadow: '0 8px 24px rgba(16,32,20,.08)',
            transition: 'transform .2s',
            '&:hover': { transform: 'translateY(-3px)' },
          } as const;
          return (
            <li key={`${b.link}-${i}`}>
              {b.link && isSafeHref(b.link) ? (
                <Box component="a" href={b.link} target="_blank" rel="noopener noreferrer" sx={boxSx}>
                  {img}
                </Box>
              ) : (
                <Box sx={boxSx}>{img}</Box>
              )}
            </li>
          );
        })}
      </Box>
    </Section>
  );
}
