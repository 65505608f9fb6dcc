/**
 * The build's image pipeline: every image the record names is fetched once (bounded
 * concurrency, timeout, size cap, only from hosts the address policy allows), encoded to
 * responsive variants (encode.ts) and copied into the site under `img/`. A persistent cache
 * (`.cache/images/`, outside the build folder) keyed by URL + validators and by content hash
 * means a rebuild with the same photos encodes nothing and, when the host answers validators,
 * downloads nothing. Failures never fail the build: they are reported with their record path
 * and the page keeps the original URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImageMap } from '../../src/components/images/image-map';
import { policyFor, RefusedError, type AddressPolicy } from './address-policy';
import type { ImageRef } from './collect';
import { encodeImage, ENCODER_VERSION } from './encode';
import { DEFAULT_LIMITS, downloadUrl, fetchImage, type FetchLimits, type Validators } from './fetch';
import { cachedMeta, HASH_LENGTH, mergeIndex, readCacheIndex, touch, type CacheEntry } from './cache-index';
import { pool, writeFileAtomic } from '../fs-atomic';

export interface PipelineOptions {
  refs: ImageRef[];
  /** The build folder; variants go to `<outDir>/img/`. */
  outDir: string;
  basePath: string;
  cacheDir: string;
  /** A file on disk for URLs served by this site itself (the demo's photos), else undefined. */
  localFile?: (url: string) => string | undefined;
  /**
   * The record's URL at the data service: relative image URLs resolve against it (as the
   * parser resolves the demo's), and its host name is the one loopback or private host the
   * build may fetch from (local development, tests). A path (the demo) trusts no host.
   */
  dataUrl?: string;
  /** Which addresses may be fetched; by default from `dataUrl` with the system's DNS. */
  policy?: AddressPolicy;
  /** Images fetched per record; the rest are reported as skipped. */
  maxImages?: number;
  concurrency?: number;
  limits?: FetchLimits;
  /**
   * The whole step's time limit (`IMAGE_DEADLINE_SECONDS`): past it, downloads under way stop
   * and images not yet started are not fetched; both are reported as left out.
   */
  deadlineMs?: number;
  /** The clock (tests): cache entries unused for PRUNE_AFTER_MS are removed. */
  now?: () => number;
  /** Called as each image is done (fetched, reused, failed or refused): the build's progress line. */
  onProgress?(done: number, total: number): void;
}

export interface PipelineReport {
  /** Downloaded (or read) and encoded. */
  fetched: number;
  /** Served from the cache: not modified, or the same bytes as before. */
  reused: number;
  failed: { url: string; path: string; reason: string }[];
  /** Not fetched: not http(s), or a loopback, private, link-local or metadata address (also after a redirect). */
  refused: { url: string; path: string; reason: string }[];
  /** Over the cap of `maxImages` per record: not fetched (their pages use the original URL). */
  skipped: ImageRef[];
  maxImages: number;
  /** Not fetched, or stopped while downloading, when the step's deadline passed (their pages use the original URL). */
  leftOut: ImageRef[];
  deadlineMs: number;
  bytesIn: number;
  bytesOut: number;
  /** How many bodies were downloaded (a rebuild with validators downloads none). */
  downloads: number;
  /** Wall time of the whole step. */
  ms: number;
}

export const IMAGE_DIR = 'img';
export const DEFAULT_MAX_IMAGES = 500;
/** The step's default time limit: 500 photos trickling in from slow hosts would otherwise hold a build for most of an hour. */
export const DEFAULT_IMAGE_DEADLINE_MS = 5 * 60_000;

interface SourceContext {
  localFile: (url: string) => string | undefined;
  limits: FetchLimits;
  dataUrl?: string;
  policy: AddressPolicy;
  cacheDir: string;
  /** Hosts that did not answer in this build, with the reason. */
  unreachable: Map<string, string>;
  report: PipelineReport;
  /** Aborted when the step's deadline passes. */
  deadline: AbortSignal;
}

/** An image the step's deadline stopped or never started: left out, not failed. */
class LeftOut extends Error {}

/**
 * An image's bytes: from a local file, or downloaded (asking with the cached validators when the
 * cache holds its variants). Not modified: no body, the cached hash.
 */
async function readSource(ref: ImageRef, known: CacheEntry | undefined, ctx: SourceContext): Promise<{ body?: Buffer; validators: Validators; hash?: string; file?: string }> {
  const { limits, cacheDir, unreachable, report } = ctx;
  const file = ctx.localFile(ref.url);
  if (file) {
    const size = fs.statSync(file).size;
    if (size > limits.maxBytes) throw new Error(`over the size cap (${size} > ${limits.maxBytes} bytes)`);
    return { body: fs.readFileSync(file), validators: {}, file };
  }
  const url = downloadUrl(ref.url, ctx.dataUrl);
  const host = new URL(url).host;
  const down = unreachable.get(host);
  if (down) throw new Error(`host unreachable: ${down}`);
  const knownMeta = known && cachedMeta(cacheDir, known.hash);
  const res = await fetchImage(url, knownMeta && (known.etag || known.lastModified) ? known : undefined, limits, ctx.policy, ctx.deadline);
  if (res.status === 'refused') throw new RefusedError(res.reason);
  if (res.status === 'failed' && res.stopped) throw new LeftOut();
  if (res.status === 'failed') {
    if (res.unreachable) unreachable.set(host, res.reason);
    throw new Error(res.reason);
  }
  if (res.status === 'not-modified') return { validators: {}, hash: known!.hash };
  report.downloads++;
  return { body: res.body, validators: res.validators };
}

export async function runImagePipeline(opts: PipelineOptions): Promise<{ map: ImageMap; report: PipelineReport }> {
  const { outDir, basePath, cacheDir, localFile = () => undefined, dataUrl, concurrency = 4, limits = DEFAULT_LIMITS } = opts;
  const { maxImages = DEFAULT_MAX_IMAGES, deadlineMs = DEFAULT_IMAGE_DEADLINE_MS, now = Date.now, onProgress } = opts;
  const policy = opts.policy ?? policyFor(dataUrl);
  fs.mkdirSync(cacheDir, { recursive: true });
  const indexFile = path.join(cacheDir, 'index.json');
  const today = now();
  const index = readCacheIndex(indexFile, today);
  /** The index entries this build wrote or used: what it lays over the index at the end. */
  const ours = new Set<string>();
  const map: ImageMap = {};
  const started = Date.now();
  const refs = opts.refs.slice(0, maxImages);
  const report: PipelineReport = { fetched: 0, reused: 0, failed: [], refused: [], skipped: opts.refs.slice(maxImages), maxImages, leftOut: [], deadlineMs, bytesIn: 0, bytesOut: 0, downloads: 0, ms: 0 };
  const imgDir = path.join(outDir, IMAGE_DIR);
  fs.mkdirSync(imgDir, { recursive: true });

  // A host that does not answer is not asked again in this build (each would wait for the timeout).
  const unreachable = new Map<string, string>();
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), deadlineMs);
  const processOne = async (ref: ImageRef) => {
    try {
      if (stop.signal.aborted) throw new LeftOut();
      // An entry from another encoder is not asked about: its variants are not this encoder's.
      const entry = index.get(ref.url);
      const known = entry?.encoder === ENCODER_VERSION ? entry : undefined;
      const source = await readSource(ref, known, { localFile, limits, dataUrl, policy, cacheDir, unreachable, report, deadline: stop.signal });
      const { body, validators, file } = source;
      let hash = source.hash;
      if (body) {
        report.bytesIn += body.length;
        hash = crypto.createHash('sha256').update(ENCODER_VERSION).update(body).digest('hex').slice(0, HASH_LENGTH);
      }
      let meta = cachedMeta(cacheDir, hash!);
      if (meta) report.reused++;
      else {
        const encoded = await encodeImage(body!, path.join(cacheDir, hash!), hash!);
        meta = { w: encoded.w, h: encoded.h, c: encoded.c, s: encoded.s, files: encoded.files };
        writeFileAtomic(path.join(cacheDir, hash!, 'meta.json'), JSON.stringify(meta));
        report.fetched++;
      }
      touch(cacheDir, hash!, today);
      if (!file && body) index.set(ref.url, { ...validators, hash: hash!, encoder: ENCODER_VERSION, used: today });
      else if (entry && entry.hash === hash) entry.used = today;
      if (index.has(ref.url)) ours.add(ref.url);
      for (const f of meta.files) {
        fs.copyFileSync(path.join(cacheDir, hash!, f.name), path.join(imgDir, f.name));
        report.bytesOut += f.bytes;
      }
      map[ref.url] = { w: meta.w, h: meta.h, c: meta.c, f: `${basePath}${IMAGE_DIR}/${hash!}`, s: meta.s };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (err instanceof LeftOut) report.leftOut.push(ref);
      else (err instanceof RefusedError ? report.refused : report.failed).push({ url: ref.url, path: ref.path, reason });
    }
  };
  let done = 0;
  try {
    await pool(refs, concurrency, async (ref) => {
      await processOne(ref);
      onProgress?.(++done, refs.length);
    });
  } finally {
    clearTimeout(timer);
  }
  // Other builds (fleet workers, shards) use the same cache at once: under the lock, read the
  // index again and lay this build's entries over it, so no build loses another's.
  mergeIndex(indexFile, cacheDir, index, ours, today);
  // Stable order (the pool finishes in any order) for a stable embed and report.
  const ordered: ImageMap = {};
  for (const r of refs) if (map[r.url]) ordered[r.url] = map[r.url]!;
  const order = new Map(refs.map((r, i) => [r.url, i]));
  report.failed.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
  report.refused.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
  report.leftOut.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
  report.ms = Date.now() - started;
  return { map: ordered, report };
}

export function formatReport(r: PipelineReport): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const lines = [
    `[images] ${r.fetched} fetched, ${r.reused} reused, ${r.failed.length} failed, ${r.refused.length} refused, ${r.skipped.length} skipped${r.leftOut.length ? `, ${r.leftOut.length} left out at the deadline` : ''}; ${kb(r.bytesIn)} in, ${kb(r.bytesOut)} out, ${(r.ms / 1000).toFixed(1)} s`,
  ];
  for (const f of r.failed) lines.push(`[images] failed ${f.path}: ${f.url} (${f.reason}); the page uses the original URL`);
  for (const f of r.refused) lines.push(`[images] refused ${f.path}: ${f.url} (${f.reason}); not fetched, the page uses the original URL`);
  if (r.skipped.length) {
    const first = r.skipped[0]!;
    lines.push(`[images] skipped ${r.skipped.length} images over the cap of ${r.maxImages} per record, from ${first.path} (${first.url}) on; their pages use the original URLs`);
  }
  const deadline = `the image step's deadline of ${r.deadlineMs / 1000} s (IMAGE_DEADLINE_SECONDS) passed`;
  for (const f of r.leftOut) lines.push(`[images] left out ${f.path}: ${f.url} (${deadline}); the page uses the original URL`);
  return lines;
}

/** The photos the step's deadline left out, as one line for the fleet's report (undefined when none). */
export function leftOutNote(r: PipelineReport): string | undefined {
  if (!r.leftOut.length) return undefined;
  const some = r.leftOut.slice(0, 5).map((f) => f.path);
  return `${r.leftOut.length} photo${r.leftOut.length === 1 ? '' : 's'} left out at the image step's deadline of ${r.deadlineMs / 1000} s (IMAGE_DEADLINE_SECONDS): ${some.join(', ')}${r.leftOut.length > 5 ? ', ...' : ''}`;
}
