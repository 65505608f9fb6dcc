import type { WidgetId } from './widget-state';

/** Material icons' shapes (@mui/icons-material, MIT), 24 x 24. */
export const WIDGET_SHAPES: Record<WidgetId, string> = {
  whatsapp: 'M16.75 13.96c.25.13.41.2.46.3.06.11.04.61-.21 1.18-.2.56-1.24 1.1-1.7 1.12-.46.02-.47.36-2.96-.73-2.49-1.09-3.99-3.75-4.11-3.92-.12-.17-.96-1.38-.92-2.61.05-1.22.69-1.8.95-2.04.24-.26.51-.29.68-.26h.47c.15 0 .36-.06.55.45l.69 1.87c.06.13.1.28.01.44l-.27.41-.39.42c-.12.12-.26.25-.12.5.12.26.62 1.09 1.32 1.78.91.88 1.71 1.17 1.95 1.3.24.14.39.12.54-.04l.81-.94c.19-.25.35-.19.58-.11l1.67.88M12 2a10 10 0 0 1 10 10 10 10 0 0 1-10 10c-1.97 0-3.8-.57-5.35-1.55L2 22l1.55-4.65A9.969 9.969 0 0 1 2 12 10 10 0 0 1 12 2m0 2a8 8 0 0 0-8 8c0 1.72.54 3.31 1.46 4.61L4.5 19.5l2.89-.96A7.95 7.95 0 0 0 12 20a8 8 0 0 0 8-8 8 8 0 0 0-8-8z',
  call: 'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  weather: 'm6.76 4.84-1.8-1.79-1.41 1.41 1.79 1.79zM4 10.5H1v2h3zm9-9.95h-2V3.5h2zm7.45 3.91-1.41-1.41-1.79 1.79 1.41 1.41zm-3.21 13.7 1.79 1.8 1.41-1.41-1.8-1.79zM20 10.5v2h3v-2zm-8-5c-3.31 0-6 2.69-6 6s2.69 6 6 6 6-2.69 6-6-2.69-6-6-6m-1 16.95h2V19.5h-2zm-7.45-3.91 1.41 1.41 1.79-1.8-1.41-1.41z',
  visits: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  qr: 'M15 21h-2v-2h2zm-2-7h-2v5h2zm8-2h-2v4h2zm-2-2h-2v2h2zM7 12H5v2h2zm-2-2H3v2h2zm7-5h2V3h-2zm-7.5-.5v3h3v-3zM9 9H3V3h6zm-4.5 7.5v3h3v-3zM9 21H3v-6h6zm7.5-16.5v3h3v-3zM21 9h-6V3h6zm-2 10v-3h-4v2h2v3h4v-2zm-2-7h-4v2h4zm-4-2H7v2h2v2h2v-2h2zm1-1V7h-2V5h-2v4zM6.75 5.25h-1.5v1.5h1.5zm0 12h-1.5v1.5h1.5zm12-12h-1.5v1.5h1.5z',
  palette: 'M12 2C6.49 2 2 6.49 2 12s4.49 10 10 10c1.38 0 2.5-1.12 2.5-2.5 0-.61-.23-1.2-.64-1.67-.08-.1-.13-.21-.13-.33 0-.28.22-.5.5-.5H16c3.31 0 6-2.69 6-6 0-4.96-4.49-9-10-9m5.5 11c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m-3-4c-.83 0-1.5-.67-1.5-1.5S13.67 6 14.5 6s1.5.67 1.5 1.5S15.33 9 14.5 9M5 11.5c0-.83.67-1.5 1.5-1.5s1.5.67 1.5 1.5S7.33 13 6.5 13 5 12.33 5 11.5m6-4c0 .83-.67 1.5-1.5 1.5S8 8.33 8 7.5 8.67 6 9.5 6s1.5.67 1.5 1.5',
};

/** Each widget's colour (its icon's, and its border's while its popup is open). */
export const WIDGET_COLORS: Record<WidgetId, string> = {
  whatsapp: '#0b6e4f',
  call: '#1b5e20',
  weather: '#a35200',
  visits: '#37474f',
  qr: '#212121',
  palette: '#6a1b9a',
};

/** The order of the shapes in the one image that holds them all. */
const SPRITE_ORDER = Object.keys(WIDGET_SHAPES) as WidgetId[];

/**
 * All six shapes side by side in one SVG image, 144 x 24, as the panel's `--widget-icons`: each
 * SVG image is a document of its own to the browser (the first ~13 ms to make on a fast machine,
 * each next one 3-5 ms; ~4x on a phone), so one image for the six costs a page's idle moment a
 * quarter of what six did. Only `<` and `>` need escaping in a quoted data URL here: the shapes
 * hold no quote, `#` or `%`.
 */
export const WIDGET_ICONS_VAR = {
  '--widget-icons': `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${24 * SPRITE_ORDER.length} 24'%3E${SPRITE_ORDER.map((id, i) => `%3Cpath${i ? ` transform='translate(${24 * i})'` : ''} d='${WIDGET_SHAPES[id]}'/%3E`).join('')}%3C/svg%3E")`,
} as const;

/**
 * A widget button's icon: its shape, cut from the panel's image of all six (`WIDGET_ICONS_VAR`),
 * as a CSS mask over the button's colour, drawn before its content. The buttons are in every page
 * from the build, hidden until the panel opens, and their styles come in the stylesheet loaded
 * after the first paint: six inline `<svg>` icons added over 1 KB of brotli to each page, past a
 * new connection's first window on many of them.
 */
export function widgetIconSx(id: WidgetId) {
  const i = SPRITE_ORDER.indexOf(id);
  return {
    '&::before': {
      content: '""',
      width: 24,
      height: 24,
      flex: 'none',
      bgcolor: 'currentColor',
      mask: `var(--widget-icons) ${(100 / (SPRITE_ORDER.length - 1)) * i}% 0 / ${100 * SPRITE_ORDER.length}% 100% no-repeat`,
      // In forced colours the shape keeps the system's text colour instead of vanishing.
      forcedColorAdjust: 'none',
    },
  } as const;
}
