import { createTheme, type Theme } from '@mui/material/styles';
import { darken, decomposeColor, getContrastRatio, hslToRgb, recomposeColor } from '@mui/material/styles';
import type { StyleKey, Styles } from '../site-data/schema';

/** Defaults for a tree-service look; each record colour replaces one when valid. */
export const defaultStyles: Record<StyleKey, string> = {
  mainColor: '#2e6b34',
  secondaryColor: '#1f3d24',
  thirdColor: '#e9a23b',
  headingTextColor: '#1b2a1e',
  paragraphTextColor: '#3c4a3f',
  bgFooter: '#16261a',
  btn: '#2e6b34',
  btnHover: '#1f4d25',
  scrollColor: '#e9a23b',
  iconsMenuMovil: '#1b2a1e',
  overlayColor: 'rgba(12, 30, 16, 0.72)',
};

/**
 * Record colours over defaults. The parser has already dropped (and reported) every colour the
 * theme cannot read (site-data/colors.ts), so this is the one place the two meet.
 */
export function resolveStyles(styles: Styles): Record<StyleKey, string> {
  const out = { ...defaultStyles };
  for (const key of Object.keys(defaultStyles) as StyleKey[]) {
    const c = styles[key];
    if (c) out[key] = c;
  }
  return out;
}

/** Darkens `fg` until it reaches `ratio` against `bg` (WCAG AA), so any record stays readable. */
export function ensureContrast(fg: string, bg: string, ratio = 4.5): string {
  let c = fg;
  for (let i = 0; i < 20 && getContrastRatio(c, bg) < ratio; i++) c = darken(c, 0.15);
  return getContrastRatio(c, bg) >= ratio ? c : '#000000';
}

/** Light or dark text for a background, whichever passes. */
export function textOn(bg: string): string {
  return getContrastRatio('#ffffff', bg) >= 4.5 ? '#ffffff' : ensureContrast('#111111', bg);
}

/** The header's background, which the phone menu's icon is drawn on. */
const HEADER_BG = '#ffffff';

/**
 * The overlay's tint as `r g b` for `rgb(var(--overlay-rgb) / <alpha>)`: the hero, page banners
 * and slogan band darken their photos with it at the design's own alphas, under white text. The
 * record's alpha is not used, and a light tint is darkened until white text on it reads at 12:1,
 * so the text stays readable at the gradient's lightest stop even over a white photo.
 */
export function overlayRgb(overlay: string): string {
  const { values } = decomposeColor(ensureContrast(opaque(overlay), '#ffffff', 12));
  return values
    .slice(0, 3)
    .map((v) => Math.round(v))
    .join(' ');
}

/** The colour without its alpha, as rgb(). */
function opaque(color: string): string {
  const { values } = decomposeColor(color.startsWith('hsl') ? hslToRgb(color) : color);
  return recomposeColor({ type: 'rgb', values: [values[0], values[1], values[2]] });
}

/**
 * The record's colours as CSS custom properties on :root (names kept from the original), only
 * those the components read. Colours used as backgrounds come with their readable text colour;
 * the menu icon's colour is darkened to 3:1 on the header (WCAG 1.4.11, non-text contrast).
 */
export function cssVariables(styles: Styles): Record<string, string> {
  const s = resolveStyles(styles);
  return {
    '--main-color': s.mainColor,
    '--secondary-color': s.secondaryColor,
    '--third-color': s.thirdColor,
    '--bg-footer': s.bgFooter,
    '--scroll-color': s.scrollColor,
    '--icons-menu-movil': ensureContrast(s.iconsMenuMovil, HEADER_BG, 3),
    '--overlay-rgb': overlayRgb(s.overlayColor),
    // Readable text on each background colour (white or a dark shade, whichever passes AA).
    '--secondary-contrast': textOn(s.secondaryColor),
    '--third-contrast': textOn(s.thirdColor),
    '--bg-footer-contrast': textOn(s.bgFooter),
  };
}

export interface ContrastNote {
  key: StyleKey;
  from: string;
  to: string;
  why: string;
}

/**
 * Where the site draws a record colour darker than the owner chose, so it reads on its
 * background (docs/decisions/0007): the validator prints these, so the change is never silent.
 */
export function contrastNotes(styles: Styles): ContrastNote[] {
  const s = resolveStyles(styles);
  const checks: [StyleKey, string, number, string][] = [
    ['mainColor', ensureContrast(s.mainColor, '#ffffff', 4.5), 4.5, 'for links and headings on white (4.5:1)'],
    ['headingTextColor', ensureContrast(s.headingTextColor, '#ffffff', 7), 7, 'for headings on white (7:1)'],
    ['paragraphTextColor', ensureContrast(s.paragraphTextColor, '#ffffff', 4.5), 4.5, 'for text on white (4.5:1)'],
    ['iconsMenuMovil', ensureContrast(s.iconsMenuMovil, HEADER_BG, 3), 3, 'for the phone menu icon on the white header (3:1)'],
  ];
  const notes: ContrastNote[] = [];
  for (const [key, to, , why] of checks) {
    if (styles[key] && to !== s[key]) notes.push({ key, from: s[key], to, why });
  }
  if (styles.overlayColor) {
    const base = opaque(s.overlayColor);
    const safe = ensureContrast(base, '#ffffff', 12);
    if (safe !== base) notes.push({ key: 'overlayColor', from: s.overlayColor, to: safe, why: 'under white text on photos (12:1)' });
  }
  return notes;
}

export function buildTheme(styles: Styles): Theme {
  const s = resolveStyles(styles);
  const primary = ensureContrast(s.mainColor, '#ffffff', 4.5);
  /**
   * The keyboard's focus ring: the accent, drawn dark enough to show on white (3:1). A band of
   * another background (the header's top bar, the footer, the hero's photo) sets `--focus-ring`
   * to its own text colour, which is chosen to read on it.
   */
  const focusRing = `var(--focus-ring, ${ensureContrast(s.secondaryColor, '#ffffff', 3)})`;
  return createTheme({
    palette: {
      primary: { main: primary, contrastText: textOn(primary) },
      secondary: { main: s.secondaryColor, contrastText: textOn(s.secondaryColor) },
      warning: { main: s.thirdColor, contrastText: textOn(s.thirdColor) },
      text: {
        primary: ensureContrast(s.headingTextColor, '#ffffff', 7),
        secondary: ensureContrast(s.paragraphTextColor, '#ffffff', 4.5),
      },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // System fonts: no download, no render-blocking request, no layout shift.
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
      h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
      h2: { fontSize: 'clamp(1.6rem, 3.6vw, 2.4rem)', fontWeight: 800, lineHeight: 1.2 },
      h3: { fontSize: 'clamp(1.25rem, 2.4vw, 1.6rem)', fontWeight: 700 },
      h4: { fontSize: '1.2rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true, disableFocusRipple: true },
        styleOverrides: {
          root: { minHeight: 44, borderRadius: 999, paddingInline: 22 },
        },
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              backgroundColor: s.btn,
              color: textOn(s.btn),
              '&:hover': { backgroundColor: s.btnHover, color: textOn(s.btnHover) },
            },
          },
        ],
      },
      // The keyboard's focus is the ring below (MuiButtonBase); MUI's focus ripple pulsed under it
      // for as long as a control kept focus, an infinite animation: ~12 % of a core on the home
      // page's estimate dialog, whose close button takes focus as it opens (Button too, above).
      MuiIconButton: { defaultProps: { disableFocusRipple: true } },
      MuiFab: { defaultProps: { disableFocusRipple: true } },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        // MUI's own root style (`outline: 0`) outranks the page's ring below: every button and
        // button-styled link showed only the faint focus ripple to a keyboard.
        styleOverrides: { root: { '&:focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 } } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
          html: { scrollBehavior: 'smooth' },
          img: { maxWidth: '100%', height: 'auto' },
        },
      },
    },
  });
}
