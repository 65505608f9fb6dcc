import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSiteData } from '../../site-data/site-data-context';
import { firstN } from '../../site-data/selectors';
import { Section } from './section';

/** The record's values (`dbValues`), first three, as numbered cards. */
export function ValuesSection({ id = 'values', title, eyebrow, tone = 'tint' }: { id?: string; title: string; eyebrow?: string; tone?: 'light' | 'tint' }) {
  const values = firstN(useSiteData().dbValues, 3).filter((v) => v.title || v.description);
  if (!values.length) return null;
  return (
    <Section id={id} title={title} eyebrow={eyebrow} tone={tone}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: `repeat(${values.length}, minmax(0, 1fr))` } }}>
        {values.map((v, i) => (
          <Box
            component="li"
            key={`${v.title}-${i}`}
            sx={{
              position: 'relative',
              bgcolor: 'background.paper',
              borderRadius: 4,
              p: { xs: 3.5, md: 4.5 },
              boxShadow: 'inset 0 4px 0 var(--main-color), 0 10px 30px rgba(16, 32, 20, .08)',
              overflow: 'hidden',
            }}
          >
            {/* A watermark, drawn by CSS: decoration is not text (contrast checks, screen readers). */}
            <Box
              component="span"
              aria-hidden="true"
              data-n={String(i + 1).padStart(2, '0')}
              sx={{
                position: 'absolute',
                right: 20,
                top: 8,
                fontSize: '4.5rem',
                fontWeight: 800,
                lineHeight: 1,
                color: 'var(--main-color)',
                opacity: 0.1,
                '&::before': { content: 'attr(data-n)' },
              }}
            />
            <Typography variant="h3" component="h3" sx={{ color: 'text.primary', mb: 1.5, overflowWrap: 'anywhere', pr: 6 }}>
              {v.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>{v.description}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
