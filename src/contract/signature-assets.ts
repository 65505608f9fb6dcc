/**
 * The email signature's images: mail clients show PNG at an absolute address, not SVG
 * or CSS, so the build writes them as files of the site (scripts/signature-assets.ts) and lists
 * them here; the card reads the list when the signature is asked for (precached: it works offline).
 */
export const SIGNATURE_ASSETS_FILE = 'signature.json';

/** Where the images go, under the base path: beside the install icons, the only images the worker precaches. */
export const SIGNATURE_DIR = 'icons/signature';

/** Displayed sizes in CSS pixels (the files are twice as large, for sharp screens). */
export const SIGNATURE_LOGO_PX = 72;
/** 24 px: a link's least size on a screen (WCAG 2.2's target size), the preview on the card included. */
export const SIGNATURE_ICON_PX = 24;

export interface SignatureAssets {
  /** The record's logo URL the PNG was made from (a record changed since the build no longer matches). */
  logo?: { from: string; file: string };
  /** Brand key (components/brand-list.ts) -> file, for each network of the record. */
  icons: Record<string, string>;
}

const FILE = /^icons\/signature\/[a-z0-9-]+\.png$/;

/** The file's JSON if it has the expected shape (each file a plain name in icons/signature/), else undefined. */
export function readSignatureAssets(value: unknown): SignatureAssets | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { logo, icons } = value as Record<string, unknown>;
  if (!icons || typeof icons !== 'object') return undefined;
  const out: SignatureAssets = { icons: {} };
  for (const [key, file] of Object.entries(icons as Record<string, unknown>)) if (typeof file === 'string' && FILE.test(file)) out.icons[key] = file;
  if (logo && typeof logo === 'object') {
    const { from, file } = logo as Record<string, unknown>;
    if (typeof from === 'string' && typeof file === 'string' && FILE.test(file)) out.logo = { from, file };
  }
  return out;
}
