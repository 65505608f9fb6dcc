/**
 * The email signature's images: mail apps show PNG at an absolute address and drop
 * SVG and CSS, so the build writes them as files of the site, twice their displayed size for
 * sharp screens: `icons/signature/logo.png` (the record's logo on white) and `icons/signature/<brand>.png`
 * for each network the record links (the brand's shape from `simple-icons`, white on the
 * record's main colour), listed in `signature.json` (src/contract/signature-assets.ts). Precached
 * like every PNG and JSON of the build. A logo that cannot be read (the photos' limits) leaves
 * the logo out; it never fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as simpleIcons from 'simple-icons';
import { brandKey } from '../src/components/brand-list';
import { SIGNATURE_ASSETS_FILE, SIGNATURE_DIR, SIGNATURE_ICON_PX, SIGNATURE_LOGO_PX, type SignatureAssets } from '../src/contract/signature-assets';
import type { SiteData } from '../src/site-data/schema';
import { ensureContrast, resolveStyles } from '../src/theme/theme';
import { siExport, type IconSource } from './brand-icons';
import type { AddressPolicy } from './images/address-policy';
import { checkedMetadata, SHARP_INPUT } from './images/encode';
import { DEFAULT_LIMITS } from './images/fetch';
import { readRecordImage } from './images/record-image';

export interface SignatureAssetsInput {
  outDir: string;
  data: SiteData | null;
  basePath: string;
  dataUrl?: string;
  policy?: AddressPolicy;
}

/** The logo as a square PNG on white (a transparent logo on a dark mail theme would vanish). */
export async function signatureLogoPng(input: Buffer): Promise<Buffer> {
  await checkedMetadata(input);
  const px = SIGNATURE_LOGO_PX * 2;
  return sharp(input, SHARP_INPUT).resize(px, px, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** A brand's round icon: its shape in white on `color`, as a PNG. */
export async function signatureIconPng(shape: string, color: string): Promise<Buffer> {
  const px = SIGNATURE_ICON_PX * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${px}" height="${px}"><circle cx="12" cy="12" r="12" fill="${color}"/><g transform="translate(5.5 5.5) scale(0.5417)"><path fill="#fff" d="${shape.replace(/"/g, '')}"/></g></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

export async function writeSignatureAssets({ outDir, data, basePath, dataUrl, policy }: SignatureAssetsInput): Promise<SignatureAssets | undefined> {
  const dir = path.join(outDir, SIGNATURE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.join(outDir, SIGNATURE_ASSETS_FILE), { force: true });
  if (!data) return undefined;
  fs.mkdirSync(dir, { recursive: true });
  const assets: SignatureAssets = { icons: {} };
  const logo = data.dbPrincipal.logo?.trim();
  if (logo) {
    try {
      const png = await signatureLogoPng(await readRecordImage(logo, { outDir, basePath, dataUrl, policy, limits: { ...DEFAULT_LIMITS, timeoutMs: 10_000 } }));
      fs.writeFileSync(path.join(dir, 'logo.png'), png);
      assets.logo = { from: logo, file: `${SIGNATURE_DIR}/logo.png` };
    } catch (err) {
      console.warn(`[signature] no logo in the email signature (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  const color = ensureContrast(resolveStyles(data.styles).mainColor, '#ffffff', 3);
  const icons = simpleIcons as unknown as Record<string, IconSource>;
  for (const r of data.dbSocialMedia.redes) {
    const key = brandKey(r.icon);
    const shape = key && icons[siExport(key)]?.path;
    if (!key || !shape || assets.icons[key]) continue;
    fs.writeFileSync(path.join(dir, `${key}.png`), await signatureIconPng(shape, color));
    assets.icons[key] = `${SIGNATURE_DIR}/${key}.png`;
  }
  fs.writeFileSync(path.join(outDir, SIGNATURE_ASSETS_FILE), JSON.stringify(assets));
  return assets;
}
