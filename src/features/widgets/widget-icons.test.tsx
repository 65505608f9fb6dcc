import PaletteIcon from '@mui/icons-material/Palette';
import PhoneIcon from '@mui/icons-material/Phone';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WIDGET_ICONS_VAR, WIDGET_SHAPES, widgetIconSx } from './widget-icons';

describe('widget icons', () => {
  it('draw the shapes of the Material icons the buttons had', () => {
    const icons = { whatsapp: WhatsAppIcon, call: PhoneIcon, weather: WbSunnyIcon, visits: VisibilityIcon, qr: QrCodeIcon, palette: PaletteIcon };
    for (const [id, Icon] of Object.entries(icons)) {
      expect(renderToString(<Icon />), id).toContain(` d="${WIDGET_SHAPES[id as keyof typeof icons]}"`);
    }
  });

  it('cut from one image of all six, whose data URL holds nothing a CSS string or a URL would read otherwise', () => {
    const url = WIDGET_ICONS_VAR['--widget-icons'];
    const svg = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(url)![1]!;
    expect(svg).not.toMatch(/["#<>\\]/);
    expect(svg.replace(/%3[CE]/g, '')).not.toContain('%');
    const doc = new DOMParser().parseFromString(decodeURIComponent(svg), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 144 24');
    const paths = [...doc.querySelectorAll('path')];
    const ids = Object.keys(WIDGET_SHAPES) as (keyof typeof WIDGET_SHAPES)[];
    ids.forEach((id, i) => {
      // Each shape at its place in the row, and each button's mask showing that place.
      expect(paths[i]!.getAttribute('d'), id).toBe(WIDGET_SHAPES[id]);
      expect(paths[i]!.getAttribute('transform') ?? 'translate(0)').toBe(`translate(${24 * i})`);
      expect(widgetIconSx(id)['&::before'].mask).toBe(`var(--widget-icons) ${20 * i}% 0 / 600% 100% no-repeat`);
    });
  });
});
