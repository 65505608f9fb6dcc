import PaletteIcon from '@mui/icons-material/Palette';
import PhoneIcon from '@mui/icons-material/Phone';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WIDGET_SHAPES, widgetIconSx } from './widget-icons';

describe('widget icons', () => {
  it('draw the shapes of the Material icons the buttons had', () => {
    const icons = { whatsapp: WhatsAppIcon, call: PhoneIcon, weather: WbSunnyIcon, visits: VisibilityIcon, qr: QrCodeIcon, palette: PaletteIcon };
    for (const [id, Icon] of Object.entries(icons)) {
      expect(renderToString(<Icon />), id).toContain(` d="${WIDGET_SHAPES[id as keyof typeof icons]}"`);
    }
  });

  it('as a mask whose data URL holds nothing a CSS string or a URL would read otherwise', () => {
    const mask = widgetIconSx('whatsapp')['&::before'].mask;
    const svg = /^url\("data:image\/svg\+xml,(.*)"\) center \/ contain no-repeat$/.exec(mask)![1]!;
    expect(svg).not.toMatch(/["#<>\\]/);
    expect(svg.replace(/%3[CE]/g, '')).not.toContain('%');
    expect(decodeURIComponent(svg)).toContain(`<path d='${WIDGET_SHAPES.whatsapp}'/>`);
  });
});
