/**
 * The image step of a tenant's build (called by scripts/prerender.ts): runs the pipeline on
 * every image the record names, prints what it did, and returns the map the pages use.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ImageMap } from '../../src/components/images/image-map';
import type { RawEnv } from '../../src/contract/settings';
import { policyFor, systemLookup, type AddressPolicy } from './address-policy';
import { collectImageUrls } from './collect';
import { DEFAULT_IMAGE_DEADLINE_MS, formatReport, runImagePipeline, type PipelineReport } from './pipeline';
import { createProgress, type Progress, type ProgressStream } from '../progress';

export interface BuildImagesOptions {
  record: unknown;
  outDir: string;
  basePath: string;
  isDemo: boolean;
  /** The record's URL at the data service (`recordUrl(config)`): relative image URLs resolve against it. */
  dataUrl?: string;
  /** The build's settings: what the step may fetch from and its deadline (`imageSettings`). */
  env: RawEnv;
}

/**
 * What the build's settings say about fetching images (photos and the logo alike): the origins
 * trusted at a loopback or private address (the data service's, `IMAGE_TRUSTED_ORIGINS`), and
 * the image step's deadline (`IMAGE_DEADLINE_SECONDS`).
 */
export function imageSettings(env: RawEnv, dataUrl: string | undefined): { policy: AddressPolicy; deadlineMs: number } {
  const origins = env.IMAGE_TRUSTED_ORIGINS?.trim().split(/ +/) ?? [];
  const seconds = Number(env.IMAGE_DEADLINE_SECONDS);
  return { policy: policyFor(dataUrl, systemLookup, origins), deadlineMs: seconds > 0 ? seconds * 1000 : DEFAULT_IMAGE_DEADLINE_MS };
}

/** `.cache/images/` in the project (CANOPY_IMAGE_CACHE moves it, e.g. for tests). */
export function imageCacheDir(): string {
  return path.resolve(process.env.CANOPY_IMAGE_CACHE || path.join(process.cwd(), '.cache', 'images'));
}

/** A URL of this site itself (the demo's photos: `<base>demo-assets/...`) as a file of the build. */
function localFileFor(outDir: string, basePath: string) {
  return (url: string): string | undefined => {
    if (!url.startsWith(basePath) || url.startsWith('//')) return undefined;
    const rel = decodeURIComponent(url.slice(basePath.length).split(/[?#]/)[0]!);
    const file = path.resolve(outDir, rel);
    return file.startsWith(path.resolve(outDir) + path.sep) && fs.existsSync(file) ? file : undefined;
  };
}

/**
 * Where the photos' progress line goes (`[images] 41/82 photos, 31 s left`, scripts/progress.ts).
 * A fleet worker switches it off (`NO_PROGRESS`): there the fleet's own line is the progress,
 * and several workers' lines would overwrite each other's.
 */
let progressStream: ProgressStream = process.stderr;
export function setImageProgressStream(stream: ProgressStream): void {
  progressStream = stream;
}

export async function buildImages({ record, outDir, basePath, isDemo, dataUrl, env }: BuildImagesOptions): Promise<{ map: ImageMap; report: PipelineReport }> {
  const refs = collectImageUrls(record);
  let progress: Progress | undefined;
  let result: Awaited<ReturnType<typeof runImagePipeline>>;
  try {
    result = await runImagePipeline({
      refs,
      outDir,
      basePath,
      cacheDir: imageCacheDir(),
      localFile: localFileFor(outDir, basePath),
      dataUrl,
      ...imageSettings(env, dataUrl),
      onProgress: (done, total) => (progress ??= createProgress({ label: 'images', unit: 'photos', total, stream: progressStream })).update(done),
    });
  } finally {
    progress?.end();
  }
  for (const line of formatReport(result.report)) (/^\[images\] (failed|refused|skipped|left out) /.test(line) ? console.warn : console.log)(line);
  // The demo's own photos (public/demo-assets, 1.2 MB) belong to the demo tenant only.
  if (!isDemo) fs.rmSync(path.join(outDir, 'demo-assets'), { recursive: true, force: true });
  return result;
}
