import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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

  it('rejects a file of the wrong shape', () => {
    expect(readCardPhoto({ logo: 'x', jpeg: 'not base64!' })).toBeUndefined();
    expect(readCardPhoto(null)).toBeUndefined();
  });
});
