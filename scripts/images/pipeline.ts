/**
 * The build's image pipeline (issue 12): every image the record names is fetched once (bounded
 * concurrency, timeout, size cap), encoded to responsive variants (encode.ts) and copied into
 * the site under `img/`. A persistent cache (`.cache/images/`, outside the build folder) keyed
 * by URL + validators and by content hash means a rebuild with the same photos encodes nothing
 * and, when the host answers validators, downloads nothing. Failures never fail the build:
 * they are reported with their record path and the page keeps the original URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImageEntry, ImageMap } from '../../src/components/images/image-map';
import type { ImageRef } from './collect';
import { encodeImage, ENCODER_VERSION } from './encode';
import { DEFAULT_LIMITS, fetchImage, type FetchLimits, type Validators } from './fetch';
import { pool, writeFileAtomic } from '../fs-atomic';

export interface PipelineOptions {
  refs: ImageRef[];
  /** The build folder; variants go to `<outDir>/img/`. */
  outDir: string;
  basePath: string;
  cacheDir: string;
  /** A file on disk for URLs served by this site itself (the demo's photos), else undefined. */
  localFile?: (url: string) => string | undefined;
  concurrency?: number;
  limits?: FetchLimits;
}

export interface PipelineReport {
  /** Downloaded (or read) and encoded. */
  fetched: number;
  /** Served from the cache: not modified, or the same bytes as before. */
  reused: number;
  failed: { url: string; path: string; reason: string }[];
  bytesIn: number;
  bytesOut: number;
  /** How many bodies were downloaded (a rebuild with validators downloads none). */
  downloads: number;
  /** Wall time of the whole step. */
  ms: number;
}

interface CacheIndex {
  /** `encoder`: the ENCODER_VERSION `hash` was encoded with (a 304 says the photo, not its variants, is unchanged). */
  [url: string]: Validators & { hash: string; encoder?: string };
}

interface CachedMeta extends Omit<ImageEntry, 'f'> {
  files: { name: string; bytes: number }[];
}

export const IMAGE_DIR = 'img';

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function cachedMeta(cacheDir: string, hash: string): CachedMeta | undefined {
  const meta = readJson<CachedMeta>(path.join(cacheDir, hash, 'meta.json'));
  if (!meta || !meta.files.every((f) => fs.existsSync(path.join(cacheDir, hash, f.name)))) return undefined;
  return meta;
}

export async function runImagePipeline(opts: PipelineOptions): Promise<{ map: ImageMap; report: PipelineReport }> {
  const { refs, outDir, basePath, cacheDir, localFile = () => undefined, concurrency = 4, limits = DEFAULT_LIMITS } = opts;
  fs.mkdirSync(cacheDir, { recursive: true });
  const indexFile = path.join(cacheDir, 'index.json');
  const index = readJson<CacheIndex>(indexFile) ?? {};
  const map: ImageMap = {};
  const started = Date.now();
  const report: PipelineReport = { fetched: 0, reused: 0, failed: [], bytesIn: 0, bytesOut: 0, downloads: 0, ms: 0 };
  const imgDir = path.join(outDir, IMAGE_DIR);
  fs.mkdirSync(imgDir, { recursive: true });

  // A host that does not answer is not asked again in this build (each would wait for the timeout).
  const unreachable = new Map<string, string>();
  const processOne = async (ref: ImageRef) => {
    try {
      // An entry from another encoder is not asked about: its variants are not this encoder's.
      const known = index[ref.url]?.encoder === ENCODER_VERSION ? index[ref.url] : undefined;
      let body: Buffer | undefined;
      let validators: Validators = {};
      let hash: string | undefined;
      const file = localFile(ref.url);
      if (file) {
        body = fs.readFileSync(file);
      } else {
        const host = new URL(ref.url).host;
        const down = unreachable.get(host);
        if (down) throw new Error(`host unreachable: ${down}`);
        const knownMeta = known && cachedMeta(cacheDir, known.hash);
        const res = await fetchImage(ref.url, knownMeta && (known.etag || known.lastModified) ? known : undefined, limits);
        if (res.status === 'failed') {
          if (res.unreachable) unreachable.set(host, res.reason);
          throw new Error(res.reason);
        }
        if (res.status === 'not-modified') hash = known!.hash;
        else {
          report.downloads++;
          body = res.body;
          validators = res.validators;
        }
      }
      if (body) {
        report.bytesIn += body.length;
        hash = crypto.createHash('sha256').update(ENCODER_VERSION).update(body).digest('hex').slice(0, 16);
      }
      let meta = cachedMeta(cacheDir, hash!);
      if (meta) report.reused++;
      else {
        const encoded = await encodeImage(body!, path.join(cacheDir, hash!), hash!);
        meta = { w: encoded.w, h: encoded.h, c: encoded.c, s: encoded.s, files: encoded.files };
        writeFileAtomic(path.join(cacheDir, hash!, 'meta.json'), JSON.stringify(meta));
        report.fetched++;
      }
      if (!file && body) index[ref.url] = { ...validators, hash: hash!, encoder: ENCODER_VERSION };
      for (const f of meta.files) {
        fs.copyFileSync(path.join(cacheDir, hash!, f.name), path.join(imgDir, f.name));
        report.bytesOut += f.bytes;
      }
      map[ref.url] = { w: meta.w, h: meta.h, c: meta.c, f: `${basePath}${IMAGE_DIR}/${hash!}`, s: meta.s };
    } catch (err) {
      report.failed.push({ url: ref.url, path: ref.path, reason: err instanceof Error ? err.message : String(err) });
    }
  };
  await pool(refs, concurrency, processOne);
  writeFileAtomic(indexFile, JSON.stringify(index, null, 1));
  // Stable order (the pool finishes in any order) for a stable embed and report.
  const ordered: ImageMap = {};
  for (const r of refs) if (map[r.url]) ordered[r.url] = map[r.url]!;
  const order = new Map(refs.map((r, i) => [r.url, i]));
  report.failed.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
  report.ms = Date.now() - started;
  return { map: ordered, report };
}

export function formatReport(r: PipelineReport): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const lines = [`[images] ${r.fetched} fetched, ${r.reused} reused, ${r.failed.length} failed; ${kb(r.bytesIn)} in, ${kb(r.bytesOut)} out, ${(r.ms / 1000).toFixed(1)} s`];
  for (const f of r.failed) lines.push(`[images] failed ${f.path}: ${f.url} (${f.reason}); the page uses the original URL`);
  return lines;
}
