/**
 * The image cache's index (`.cache/images/index.json`: each URL's validators and content hash)
 * and its folders (one per content hash: the variants and their meta.json), read as untrusted
 * (their names become paths), marked as used, pruned, and merged under a lock by builds that
 * share the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ImageEntry } from '../../src/components/images/image-map';
import { withFileLock } from '../file-lock';
import { writeFileAtomic } from '../fs-atomic';
import type { Validators } from './fetch';

/** `encoder`: the ENCODER_VERSION `hash` was encoded with (a 304 says the photo, not its variants, is unchanged). */
export type CacheEntry = Validators & { hash: string; encoder?: string; /** Last build that used it (ms since the epoch). */ used: number };

export interface CachedMeta extends Omit<ImageEntry, 'f'> {
  files: { name: string; bytes: number }[];
}

/** Cache entries (and their variants) no build has used for this long are removed. */
export const PRUNE_AFTER_MS = 90 * 24 * 60 * 60 * 1000;
/** Hex characters of a content hash: a cache folder's and a variant's name. */
export const HASH_LENGTH = 16;
const HASH = new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`);
/** A variant's file name in the cache: one plain name, never a path. */
const PLAIN_NAME = /^[\w.-]+$/;

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown) => v === undefined || typeof v === 'string';

/**
 * The cache index as far as it can be trusted: its hashes and file names
 * become paths, so an entry whose hash is not `HASH_LENGTH` hex characters, or with a field of
 * another type, is ignored (and dropped when the index is written). An entry with no date of
 * use (an older index) counts as used now.
 */
export function readCacheIndex(file: string, now: number): Map<string, CacheEntry> {
  const raw = readJson<unknown>(file);
  const index = new Map<string, CacheEntry>();
  if (!isRecord(raw)) return index;
  for (const [url, e] of Object.entries(raw)) {
    if (!isRecord(e) || typeof e.hash !== 'string' || !HASH.test(e.hash)) continue;
    if (!optionalString(e.encoder) || !optionalString(e.etag) || !optionalString(e.lastModified)) continue;
    const used = typeof e.used === 'number' && Number.isFinite(e.used) && e.used <= now ? e.used : now;
    index.set(url, {
      hash: e.hash,
      ...(e.encoder !== undefined ? { encoder: e.encoder as string } : {}),
      ...(e.etag !== undefined ? { etag: e.etag as string } : {}),
      ...(e.lastModified !== undefined ? { lastModified: e.lastModified as string } : {}),
      used,
    });
  }
  return index;
}

/** A cache folder's description of its variants, when it is whole and every name is a plain file name. */
export function cachedMeta(cacheDir: string, hash: string): CachedMeta | undefined {
  if (!HASH.test(hash)) return undefined;
  const meta = readJson<unknown>(path.join(cacheDir, hash, 'meta.json'));
  if (!isRecord(meta) || !Array.isArray(meta.files) || !Array.isArray(meta.s)) return undefined;
  if (typeof meta.w !== 'number' || typeof meta.h !== 'number' || typeof meta.c !== 'string' || !meta.s.every((w) => typeof w === 'number')) return undefined;
  const plain = (f: unknown) => isRecord(f) && typeof f.name === 'string' && PLAIN_NAME.test(f.name) && !f.name.includes('..') && typeof f.bytes === 'number';
  if (!meta.files.every(plain)) return undefined;
  const valid = meta as unknown as CachedMeta;
  if (!valid.files.every((f) => fs.existsSync(path.join(cacheDir, hash, f.name)))) return undefined;
  return valid;
}

/** Marks a cache folder used now (its meta.json's time), so pruning keeps it. */
export function touch(cacheDir: string, hash: string, now: number): void {
  try {
    fs.utimesSync(path.join(cacheDir, hash, 'meta.json'), new Date(now), new Date(now));
  } catch {
    // A folder removed meanwhile is encoded again by the next build.
  }
}

/**
 * Removes the index entries no build has used for PRUNE_AFTER_MS, and the cache folders no
 * remaining entry names and no build has used for as long (the demo's files have no entry:
 * their folders live as long as builds use them).
 */
export function prune(cacheDir: string, index: Map<string, CacheEntry>, now: number): void {
  for (const [url, e] of index) if (now - e.used > PRUNE_AFTER_MS) index.delete(url);
  const named = new Set([...index.values()].map((e) => e.hash));
  for (const name of fs.readdirSync(cacheDir)) {
    if (!HASH.test(name) || named.has(name)) continue;
    const dir = path.join(cacheDir, name);
    let last: number;
    try {
      last = fs.statSync(fs.existsSync(path.join(dir, 'meta.json')) ? path.join(dir, 'meta.json') : dir).mtimeMs;
    } catch {
      continue;
    }
    if (now - last > PRUNE_AFTER_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Under the cache's lock: reads the index again, lays this build's entries over it, prunes, writes. */
export function mergeIndex(indexFile: string, cacheDir: string, index: Map<string, CacheEntry>, ours: Set<string>, today: number): void {
  withFileLock(`${indexFile}.lock`, () => {
    const merged = readCacheIndex(indexFile, today);
    for (const url of ours) {
      const entry = index.get(url);
      if (entry) merged.set(url, entry);
    }
    prune(cacheDir, merged, today);
    writeFileAtomic(indexFile, JSON.stringify(Object.fromEntries(merged), null, 1));
  }, undefined, 'the image cache index');
}

