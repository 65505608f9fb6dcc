/**
 * The bytes of one image the record names, for the build steps that use an image outside the
 * photo pipeline (the install icons and favicon from the logo, the card's contact photo): under
 * the pipeline's limits, read from the build when it is a path of the site (the
 * demo's logo), else downloaded as the pipeline downloads (http(s) only, the address policy, the
 * byte cap and a timeout). Decode the result with `checkedMetadata` and `SHARP_INPUT` (encode.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { policyFor, type AddressPolicy } from './address-policy';
import { DEFAULT_LIMITS, downloadUrl, fetchImage, type FetchLimits } from './fetch';

export interface RecordImageOptions {
  /** The build folder: a path of the site (`<basePath>...`) is a file here. */
  outDir: string;
  basePath: string;
  /** Folders a path of the site is looked up in after the build folder. */
  moreDirs?: string[];
  /** The record's URL at the data service (address-policy.ts, fetch.ts `downloadUrl`). */
  dataUrl?: string;
  policy?: AddressPolicy;
  limits?: FetchLimits;
}

/** A path of the site (not `//host`) as a file of one of `dirs`, or undefined. */
function siteFile(url: string, basePath: string, dirs: string[]): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const rel = decodeURIComponent((url.startsWith(basePath) ? url.slice(basePath.length) : url.slice(1)).split(/[?#]/)[0]!);
  for (const dir of dirs) {
    const file = path.resolve(dir, rel);
    if (file.startsWith(path.resolve(dir) + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Throws with the reason (refused, HTTP status, over the cap, ...) when there are no bytes to use. */
export async function readRecordImage(url: string, o: RecordImageOptions): Promise<Buffer> {
  const limits = o.limits ?? DEFAULT_LIMITS;
  const file = siteFile(url, o.basePath, [o.outDir, ...(o.moreDirs ?? [])]);
  if (file) {
    const size = fs.statSync(file).size;
    if (size > limits.maxBytes) throw new Error(`over the size cap (${size} > ${limits.maxBytes} bytes)`);
    return fs.readFileSync(file);
  }
  if (url.startsWith('/') && !url.startsWith('//') && !/^https?:/i.test(o.dataUrl ?? '')) throw new Error('not a file of the build');
  const res = await fetchImage(downloadUrl(url, o.dataUrl), undefined, limits, o.policy ?? policyFor(o.dataUrl));
  if (res.status === 'ok') return res.body;
  if (res.status === 'not-modified') throw new Error('HTTP 304');
  throw new Error(res.status === 'refused' ? `refused: ${res.reason}` : res.reason);
}
