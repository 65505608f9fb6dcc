// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { readSignatureAssets, SIGNATURE_ICON_PX, SIGNATURE_LOGO_PX } from '../src/contract/signature-assets';
import { parseSiteData } from '../src/site-data/parse';
import { writeSignatureAssets } from './signature-assets';

const logoPng = () => sharp({ create: { width: 640, height: 320, channels: 4, background: { r: 20, g: 120, b: 40, alpha: 0.5 } } }).png().toBuffer();
const record = (logo: string) =>
  parseSiteData(
    {
      dbPrincipal: { name: 'Acme', logo },
      dbSocialMedia: { redes: [{ icon: 'facebook', url: 'https://facebook.com/acme' }, { icon: 'fab fa-facebook-f', url: 'https://facebook.com/acme2' }, { icon: 'myspace', url: 'https://myspace.com/acme' }] },
      styles: { mainColor: '#2f6b3a' },
    },
    { relativeBase: '/site/demo-api/paginas/demo' },
  ).data;

describe('signature assets (build step)', () => {
  it('writes the logo as a square PNG on white and one round icon per known network, twice their shown size, listed in signature.json', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signature-'));
    fs.mkdirSync(path.join(outDir, 'assets'));
    fs.writeFileSync(path.join(outDir, 'assets', 'logo.png'), await logoPng());
    await writeSignatureAssets({ outDir, data: record('../../assets/logo.png'), basePath: '/site/' });
    const assets = readSignatureAssets(JSON.parse(fs.readFileSync(path.join(outDir, 'signature.json'), 'utf8')));
    expect(assets).toEqual({ logo: { from: '/site/assets/logo.png', file: 'icons/signature/logo.png' }, icons: { facebook: 'icons/signature/facebook.png' } });
    const logo = await sharp(path.join(outDir, 'icons', 'signature', 'logo.png')).stats();
    expect(await sharp(path.join(outDir, 'icons', 'signature', 'logo.png')).metadata()).toMatchObject({ format: 'png', width: SIGNATURE_LOGO_PX * 2, height: SIGNATURE_LOGO_PX * 2 });
    // On white: a transparent logo would vanish on a dark mail theme.
    expect(logo.isOpaque).toBe(true);
    expect(await sharp(path.join(outDir, 'icons', 'signature', 'facebook.png')).metadata()).toMatchObject({ format: 'png', width: SIGNATURE_ICON_PX * 2, height: SIGNATURE_ICON_PX * 2 });
  });

  it('leaves the logo out, never the build, when the logo cannot be read', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signature-'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeSignatureAssets({ outDir, data: record('../../assets/none.png'), basePath: '/site/' });
    warn.mockRestore();
    const assets = readSignatureAssets(JSON.parse(fs.readFileSync(path.join(outDir, 'signature.json'), 'utf8')));
    expect(assets?.logo).toBeUndefined();
    expect(assets?.icons.facebook).toBe('icons/signature/facebook.png');
  });
});

describe('readSignatureAssets', () => {
  it('keeps only plain file names in icons/signature/', () => {
    expect(readSignatureAssets({ icons: { x: '../secret.png', facebook: 'icons/signature/facebook.png' }, logo: { from: 'a', file: 'https://evil.example/x.png' } })).toEqual({ icons: { facebook: 'icons/signature/facebook.png' } });
    expect(readSignatureAssets(null)).toBeUndefined();
  });
});
