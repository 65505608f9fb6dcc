// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { readCardPhoto } from '../src/contract/card-photo';
import { parseSiteData } from '../src/site-data/parse';
import { photoJpegBase64, writeCardPhoto } from './card-photo';

const logoPng = () =>
  sharp({ create: { width: 640, height: 320, channels: 4, background: { r: 20, g: 120, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('card photo (build step)', () => {
  it('makes a 200 px square JPEG on white from a wide transparent PNG', async () => {
    const b64 = await photoJpegBase64(await logoPng());
    const meta = await sharp(Buffer.from(b64, 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    expect(b64.length).toBeLessThan(20_000);
  });

  it('writes card-photo.json from a logo file of the build, and nothing for a missing logo', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-photo-'));
    fs.mkdirSync(path.join(outDir, 'assets'));
    fs.writeFileSync(path.join(outDir, 'assets', 'logo.png'), await logoPng());
    const data = parseSiteData({ dbPrincipal: { name: 'Acme', logo: '../../assets/logo.png' } }, { relativeBase: '/site/demo-api/paginas/demo' }).data;
    await writeCardPhoto({ outDir, data, basePath: '/site/' });
    const photo = readCardPhoto(JSON.parse(fs.readFileSync(path.join(outDir, 'card-photo.json'), 'utf8')));
    expect(photo?.logo).toBe('/site/assets/logo.png');
    expect((await sharp(Buffer.from(photo!.jpeg, 'base64')).metadata()).width).toBe(200);

    const broken = parseSiteData({ dbPrincipal: { name: 'Acme', logo: '../../assets/none.png' } }, { relativeBase: '/site/demo-api/paginas/demo' }).data;
    await writeCardPhoto({ outDir, data: broken, basePath: '/site/' });
    expect(fs.existsSync(path.join(outDir, 'card-photo.json'))).toBe(false);
  });

  it('makes no photo from an SVG logo, one over the pixel limit, or one on a host the build may not reach (issue 27 item 7)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f00"/></svg>');
    await expect(photoJpegBase64(svg)).rejects.toThrow(/not an accepted image format \(svg\)/);
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(photoJpegBase64(bomb)).rejects.toThrow(/pixel limit/);

    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-photo-'));
    fs.writeFileSync(path.join(outDir, 'logo.svg'), svg);
    const local = parseSiteData({ dbPrincipal: { name: 'Acme', logo: 'logo.svg' } }, { relativeBase: '/site/paginas' }).data;
    await writeCardPhoto({ outDir, data: local, basePath: '/site/' });
    expect(fs.existsSync(path.join(outDir, 'card-photo.json'))).toBe(false);

    const lookup = async (host: string) => (host === 'evil.test' ? [{ address: '169.254.169.254', family: 4 }] : []);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const remote = parseSiteData({ dbPrincipal: { name: 'Acme', logo: 'http://evil.test/logo.png' } }).data;
    await writeCardPhoto({ outDir, data: remote, basePath: '/site/', dataUrl: 'https://data.example/paginas/x', policy: { trustedOrigins: ['https://data.example'], lookup } });
    expect(fs.existsSync(path.join(outDir, 'card-photo.json'))).toBe(false);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/refused: evil\.test resolves to a link-local \(cloud metadata\) address/);
    warn.mockRestore();
  }, 60_000);

  it('rejects a file of the wrong shape', () => {
    expect(readCardPhoto({ logo: 'x', jpeg: 'not base64!' })).toBeUndefined();
    expect(readCardPhoto(null)).toBeUndefined();
  });
});
