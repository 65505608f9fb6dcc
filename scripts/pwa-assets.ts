/**
 * Build step: the three web app manifests (site, digital card, link-in-bio) and the
 * icons made from the business logo. Called by the build before the service worker is built,
 * so everything written here is precached.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { APP_MANIFESTS, ICON_FILES, type AppManifestSpec } from '../src/config/pwa-files';
import { format, stringsFor } from '../src/i18n';
import '../src/i18n/all';
import type { SiteData } from '../src/site-data/schema';
import { cutText, language } from '../src/site-data/selectors';
import { resolveStyles } from '../src/theme/theme';
import type { AddressPolicy } from './images/address-policy';
import { checkedMetadata, SHARP_INPUT } from './images/encode';
import { DEFAULT_LIMITS } from './images/fetch';
import { readRecordImage } from './images/record-image';

export interface PwaAssetsInput {
  outDir: string;
  data: SiteData | null;
  basePath: string;
  siteUrl: string;
  /** Where local logo paths are looked up after the output folder (default: ./public). */
  publicDir?: string;
  /** The record's URL at the data service: what a remote logo may be fetched from (scripts/images/address-policy.ts). */
  dataUrl?: string;
  /** Tests: which addresses may be fetched (their own lookup). */
  policy?: AddressPolicy;
  logoTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface PwaAssetsResult {
  manifests: string[];
  icons: string[];
  /** True when the icons were drawn from the logo, false when the neutral fallback was used. */
  fromLogo: boolean;
}

const BACKGROUND = '#ffffff';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A short name for the home screen: whole words up to 12 characters when possible. */
export function shortName(name: string, max = 12): string {
  if (name.length <= max) return name;
  let out = '';
  for (const word of name.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  return out || name.slice(0, max);
}

/** Pure: the manifest of one installable app. */
export function buildManifest(spec: AppManifestSpec, data: SiteData | null, basePath: string): WebAppManifest {
  const lang = data ? language(data) : 'en';
  const s = stringsFor(lang).pwa;
  const business = data?.dbPrincipal.name.trim() || s.siteAppFallbackName;
  const styles = resolveStyles(data?.styles ?? {});
  const appName = (full: string) =>
    spec.route === '/digitalcard' ? format(s.cardAppName, { name: full }) : spec.route === '/find-us-on' ? format(s.bioAppName, { name: full }) : full;
  const url = `${basePath}${spec.path}`;
  const about = data?.dbAbout[0]?.text.trim();
  return {
    id: url,
    name: appName(business),
    short_name: appName(shortName(business)),
    ...(about ? { description: cutText(about, 150) } : {}),
    lang,
    dir: 'ltr',
    start_url: url,
    scope: url,
    display: 'standalone',
    theme_color: styles.mainColor,
    background_color: BACKGROUND,
    icons: [
      { src: `${basePath}${ICON_FILES.icon192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${basePath}${ICON_FILES.icon512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${basePath}${ICON_FILES.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * Reads the logo: a local path from the output folder or public/, a remote URL with a timeout,
 * under the photo pipeline's limits (http(s) only, the address policy, the byte cap).
 */
async function readLogo(input: PwaAssetsInput): Promise<Buffer | null> {
  const logo = input.data?.dbPrincipal.logo?.trim();
  if (!logo) return null;
  const log = input.log ?? ((m: string) => console.warn(m));
  try {
    return await readRecordImage(logo, {
      outDir: input.outDir,
      basePath: input.basePath,
      moreDirs: [input.publicDir ?? path.resolve('public')],
      dataUrl: input.dataUrl,
      policy: input.policy,
      limits: { ...DEFAULT_LIMITS, timeoutMs: input.logoTimeoutMs ?? 8000 },
    });
  } catch (err) {
    log(`PWA icons: logo ${logo} could not be fetched (${err instanceof Error ? err.message : String(err)}); using the neutral icon.`);
    return null;
  }
}

/** The neutral icon: a leaf on the theme colour (shapes only: fonts may be missing at build time). */
export function fallbackSvg(size: number, color: string): string {
  const c = size / 2;
  const r = size * 0.28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${color}"/>
<g transform="translate(${c} ${c}) rotate(-45)">
<path d="M0 ${-r * 1.25} C ${r * 0.95} ${-r * 0.6}, ${r * 0.95} ${r * 0.6}, 0 ${r * 1.25} C ${-r * 0.95} ${r * 0.6}, ${-r * 0.95} ${-r * 0.6}, 0 ${-r * 1.25} Z" fill="#ffffff"/>
<path d="M0 ${-r * 1.0} L0 ${r * 1.45}" stroke="${color}" stroke-width="${size * 0.025}" stroke-linecap="round"/>
</g>
</svg>`;
}

/**
 * The written icons' PNG settings: lossless, but compressed as far as PNG goes (sharp's default
 * level 6 without filtering made the 64 px favicon 6.1 KB, 3.0 KB so). The favicon is fetched while
 * the first screen's photo still loads, and the install icons with the manifest.
 */
export const ICON_PNG = { compressionLevel: 9, adaptiveFiltering: true, effort: 10 } as const;

/** Logo fitted inside a square of `size` with `padding` (fraction per side) on `background`. */
async function logoOn(logo: Buffer, size: number, padding: number, background: string): Promise<Buffer> {
  const inner = Math.max(1, Math.round(size * (1 - 2 * padding)));
  const fitted = await sharp(logo, SHARP_INPUT).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: fitted, gravity: 'center' }])
    .png(ICON_PNG)
    .toBuffer();
}

/** Maskable: theme colour to the edges, the logo on a white disc inside the 80 % safe zone. */
async function maskable(logo: Buffer, size: number, color: string): Promise<Buffer> {
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="#ffffff"/></svg>`,
  );
  // The largest square inside the safe-zone circle (radius 40 %) is ~56 % wide; keep a margin.
  const inner = Math.round(size * 0.52);
  const fitted = await sharp(logo, SHARP_INPUT).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .composite([{ input: disc }, { input: fitted, gravity: 'center' }])
    .png(ICON_PNG)
    .toBuffer();
}

/** The logo as a PNG, when it passes the photos' limits (no SVG, the pixel limit); else null and why. */
async function decodable(buf: Buffer | null): Promise<{ png: Buffer | null; why?: string }> {
  if (!buf) return { png: null };
  try {
    await checkedMetadata(buf);
    // Render once to a raster so later steps never meet an undecodable input.
    return { png: await sharp(buf, SHARP_INPUT).png().toBuffer() };
  } catch (err) {
    return { png: null, why: err instanceof Error ? err.message : String(err) };
  }
}

export async function writePwaAssets(input: PwaAssetsInput): Promise<PwaAssetsResult> {
  const { outDir, data, basePath } = input;
  const color = resolveStyles(data?.styles ?? {}).mainColor;
  const bytes = await readLogo(input);
  const { png: logo, why } = await decodable(bytes);
  if (bytes && !logo) (input.log ?? console.warn)(`PWA icons: the logo could not be decoded (${why}); using the neutral icon.`);

  const square = async (size: number, padding: number): Promise<Buffer> =>
    logo ? logoOn(logo, size, padding, BACKGROUND) : sharp(Buffer.from(fallbackSvg(size, color))).png(ICON_PNG).toBuffer();
  const icons: [string, Promise<Buffer>][] = [
    [ICON_FILES.icon192, square(192, 0.08)],
    [ICON_FILES.icon512, square(512, 0.08)],
    [ICON_FILES.maskable512, logo ? maskable(logo, 512, color) : sharp(Buffer.from(fallbackSvg(512, color))).png(ICON_PNG).toBuffer()],
    // iOS shows the apple-touch-icon opaque and rounds the corners itself.
    [ICON_FILES.appleTouch, square(180, 0.1)],
    [ICON_FILES.favicon, square(64, 0.04)],
  ];
  await fs.mkdir(path.join(outDir, path.dirname(ICON_FILES.icon192)), { recursive: true });
  for (const [file, png] of icons) await fs.writeFile(path.join(outDir, file), await png);

  const manifests: string[] = [];
  for (const spec of APP_MANIFESTS) {
    await fs.writeFile(path.join(outDir, spec.file), `${JSON.stringify(buildManifest(spec, data, basePath), null, 2)}\n`);
    manifests.push(spec.file);
  }
  return { manifests, icons: icons.map(([f]) => f), fromLogo: logo !== null };
}
