/**
 * Writes `public/icons/brands/<key>.svg`: one small SVG per brand of src/components/brand-list.ts,
 * with its shape from `simple-icons` (the source of truth). `BrandIcon` paints a brand as a CSS
 * mask in the text colour, so the path data stays out of the JavaScript and the page, and a
 * brand's file is fetched only where an icon is rendered: not for the header's links a phone
 * hides, nor for the footer until it comes near (one sprite for every icon was fetched by every
 * page while its first photo loaded). The files are checked in; scripts/brand-icons.test.ts fails
 * when they drift from this output.
 *
 *   npm run brand-icons            # after changing the brand list or upgrading simple-icons
 *   npx tsx scripts/brand-icons.ts --check   # exit 1 when the checked-in files are stale
 */
import fs from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { BRANDS } from '../src/components/brand-list';

export const BRAND_DIR = path.resolve(import.meta.dirname, '..', 'public', 'icons', 'brands');

/** The part of a `simple-icons` icon the files use. */
export interface IconSource {
  title: string;
  path: string;
  svg: string;
}

/** The viewBox of every brand file (BrandIcon draws them square). */
export const VIEW_BOX = '0 0 24 24';

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** The `simple-icons` export of a brand key: `si` + the key capitalised (siFacebook, siX). */
export const siExport = (key: string): string => `si${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** Each brand's file name and text for `brands` (default: the app's list) from `icons` (default: `simple-icons`). */
export function brandIconFiles(
  brands: Readonly<Record<string, string>> = BRANDS,
  icons: Readonly<Record<string, IconSource>> = simpleIcons as unknown as Record<string, IconSource>,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const [key, title] of Object.entries(brands)) {
    const icon = icons[siExport(key)];
    if (!icon) throw new Error(`brand "${key}": simple-icons has no export ${siExport(key)}`);
    if (icon.title !== title) throw new Error(`brand "${key}": title "${title}" in brand-list.ts, "${icon.title}" in simple-icons`);
    const viewBox = /\bviewBox="([^"]*)"/.exec(icon.svg)?.[1];
    if (viewBox !== VIEW_BOX) throw new Error(`brand "${key}": viewBox "${viewBox}" in simple-icons, BrandIcon draws ${VIEW_BOX}`);
    if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`brand "${key}": not a valid file name`);
    files.set(`${key}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}"><path d="${escapeAttr(icon.path)}"/></svg>\n`);
  }
  return files;
}

function main(argv: string[]): void {
  const files = brandIconFiles();
  const rel = path.relative(process.cwd(), BRAND_DIR);
  const present = fs.existsSync(BRAND_DIR) ? fs.readdirSync(BRAND_DIR).sort() : [];
  if (argv.includes('--check')) {
    const same = present.join() === [...files.keys()].sort().join() && [...files].every(([name, text]) => fs.readFileSync(path.join(BRAND_DIR, name), 'utf8') === text);
    if (!same) {
      console.error(`${rel} is stale: run npm run brand-icons`);
      process.exit(1);
    }
    console.log(`${rel} is up to date`);
    return;
  }
  fs.rmSync(BRAND_DIR, { recursive: true, force: true });
  fs.mkdirSync(BRAND_DIR, { recursive: true });
  for (const [name, text] of files) fs.writeFileSync(path.join(BRAND_DIR, name), text);
  console.log(`wrote ${rel}: ${files.size} brands`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main(process.argv.slice(2));
