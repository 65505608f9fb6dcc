// @vitest-environment node
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSiteData } from '../../site-data/parse';
import { qrSvgDocument } from '../../utils/qr/qr-document';
import { logoBox, qrSvg } from '../../utils/qr/qr-svg';
import { buildVCard } from './vcard';

/** Rasterises an SVG file (librsvg, as a print shop would) and decodes it with jsQR. */
async function decode(svg: string, width: number): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 }).resize({ width }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

const data = parseSiteData({
  dbPrincipal: {
    name: 'Evergreen Ridge Tree & Landscape',
    phones: [
      { phone: '503-555-0142', name: 'Office' },
      { phone: '503-555-0199', name: 'Mobile' },
    ],
    emails: [{ email: 'hello@evergreen-ridge.example' }],
    location: [{ address: '1420 SE Alder St, Portland, OR 97214' }],
  },
  linkWeb: 'https://evergreen-ridge.example/',
}).data;
const link = 'https://evergreen-ridge.example/digitalcard';
const contact = buildVCard(data, 'https://evergreen-ridge.example/', { compact: true });

let logo = '';
beforeAll(async () => {
  // A dark, busy logo: it must hide the modules under it, as a real one does.
  const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0b3d1e' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="80" fill="#2e7d32"/><rect x="60" y="40" width="30" height="120" fill="#000"/></svg>') }])
    .jpeg()
    .toBuffer();
  logo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
});

describe('QR codes decode to what they carry', () => {
  it('the logo covers at most 20 % of the code', () => {
    for (const text of [link, contact]) {
      const qr = qrSvg(text);
      const n = qr.size - 8;
      const b = logoBox(qr);
      expect(b.side * b.side).toBeLessThanOrEqual(0.2 * n * n);
      expect(b.side * b.side).toBeGreaterThan(0.04 * n * n);
    }
  });

  it.each([
    ['link', link],
    ['contact (vCard)', contact],
  ])('the %s QR with the logo, on screen size and as a 2048 px print with the name under it', async (_kind, text) => {
    expect(await decode(qrSvgDocument(text, { logo }), 400)).toBe(text);
    expect(await decode(qrSvgDocument(text, { logo, caption: 'Evergreen Ridge Tree & Landscape' }), 2048)).toBe(text);
  });

  it('the contact QR saves name, phones, email, address and website', () => {
    expect(contact).toContain('FN:Evergreen Ridge Tree & Landscape');
    expect(contact).toContain('TEL;TYPE=WORK,VOICE:+15035550142');
    expect(contact).toContain('TEL;TYPE=CELL,VOICE:+15035550199');
    expect(contact).toContain('EMAIL;TYPE=INTERNET,WORK:hello@evergreen-ridge.example');
    expect(contact).toContain('1420 SE Alder St');
    expect(contact).toContain('URL:https://evergreen-ridge.example/');
  });

  it('a pad covering 60 % of the side does not scan: the test can fail', async () => {
    const svg = qrSvgDocument(contact, { logo });
    const qr = qrSvg(contact);
    const n = qr.size - 8;
    const side = Math.round(n * 0.6);
    const at = 4 + (n - side) / 2;
    const covered = svg.replace('</svg>', `<rect x="${at}" y="${at}" width="${side}" height="${side}" fill="#000"/></svg>`);
    expect(await decode(covered, 400)).toBeUndefined();
  });
});
