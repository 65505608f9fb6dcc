import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getContrastRatio, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { SectionBoundary } from '../section-boundary';

export type SectionTone = 'light' | 'tint' | 'dark';

export interface SectionProps {
  id?: string;
  /** Heading of the section (an h2 unless `headingComponent` says otherwise). */
  title?: string;
  /** Small uppercase line above the heading. */
  eyebrow?: string;
  /** Short paragraph under the heading. */
  intro?: string;
  tone?: SectionTone;
  align?: 'left' | 'center';
  headingComponent?: 'h2' | 'h3';
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

const toneSx: Record<SectionTone, SxProps<Theme>> = {
  light: { bgcolor: 'background.default', color: 'text.secondary' },
  // A faint wash of the record's main colour over white.
  tint: { bgcolor: 'color-mix(in srgb, var(--main-color) 6%, #ffffff)', color: 'text.secondary' },
  dark: { bgcolor: 'secondary.main', color: 'secondary.contrastText', '--focus-ring': 'var(--secondary-contrast)' },
};

/** Heading block used by every page section: eyebrow, heading with an accent bar, intro. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  tone = 'light',
  align = 'center',
  component = 'h2',
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  align?: 'left' | 'center';
  component?: 'h1' | 'h2' | 'h3';
}) {
  const dark = tone === 'dark';
  return (
    <Box sx={{ textAlign: align, mb: { xs: 4, md: 6 }, maxWidth: align === 'center' ? 760 : 'none', mx: align === 'center' ? 'auto' : 0 }}>
      {eyebrow && (
        <Typography
          component="p"
          sx={{ textTransform: 'uppercase', letterSpacing: '.14em', fontWeight: 700, fontSize: '.8rem', mb: 1, color: dark ? 'inherit' : 'primary.main' }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant="h2" component={component} sx={{ color: dark ? 'inherit' : 'text.primary', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{ width: 64, height: 4, borderRadius: 2, bgcolor: 'var(--third-color)', mt: 2, mx: align === 'center' ? 'auto' : 0 }}
      />
      {intro && <Typography sx={{ mt: 2.5, fontSize: '1.1rem', color: dark ? 'inherit' : 'text.secondary' }}>{intro}</Typography>}
    </Box>
  );
}

/**
 * One band of a page: generous vertical rhythm, a container, an optional heading. Each band is
 * contained in its own error boundary, so a part that fails to render leaves only a gap and
 * its neighbours still show.
 */
export function Section(props: SectionProps) {
  return (
    <SectionBoundary name={props.id ?? props.title ?? 'section'}>
      <SectionBand {...props} />
    </SectionBoundary>
  );
}

function SectionBand({ id, title, eyebrow, intro, tone = 'light', align = 'center', headingComponent = 'h2', maxWidth = 'lg', sx, children }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={[{ py: { xs: 7, md: 11 }, scrollMarginTop: 80 }, toneSx[tone], ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] as SxProps<Theme>}
    >
      <Container maxWidth={maxWidth}>
        {title && <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} tone={tone} align={align} component={headingComponent} />}
        {children}
      </Container>
    </Box>
  );
}

/** An accent colour from the record that stays visible on the dark photo overlays (hero, slogan band). */
export function useAccentOnDark(): string {
  const { palette } = useTheme();
  const candidates = [palette.secondary.main, palette.warning.main, palette.primary.main];
  return candidates.find((c) => getContrastRatio(c, '#0a140c') >= 3) ?? '#ffffff';
}
