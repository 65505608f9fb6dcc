// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './fetch';
import { formatReport, runImagePipeline, type PipelineOptions } from './pipeline';

/** A photo host that answers, then stalls an image's body (`/stall/...`): a real server on 127.0.0.1. */
let server: http.Server;
let origin = '';
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7d2c' } }).jpeg().toBuffer();
  server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/stall/')) {
      // Headers and the first bytes, then nothing more.
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.length });
      res.write(photo.subarray(0, 100));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.length });
    res.end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

function run(refs: PipelineOptions['refs'], options: Partial<PipelineOptions> = {}) {
  return runImagePipeline({ refs, outDir: tmp('canopy-faults-out-'), basePath: '/', cacheDir: tmp('canopy-faults-'), dataUrl: `${origin}/paginas/x`, concurrency: 1, ...options });
}

describe('a photo host that answers, then stalls one body', () => {
  it('fails that photo alone: the next photo on the same host is still fetched', async () => {
    const { map, report } = await run(
      [
        { url: `${origin}/stall/a.jpg`, path: 'gallery[0]' },
        { url: `${origin}/ok/b.jpg`, path: 'gallery[1]' },
      ],
      { limits: { ...DEFAULT_LIMITS, timeoutMs: 300 } },
    );
    expect(Object.keys(map)).toEqual([`${origin}/ok/b.jpg`]);
    expect(report.failed).toEqual([{ url: `${origin}/stall/a.jpg`, path: 'gallery[0]', reason: 'timed out after 300 ms' }]);
  });

  it('still skips the rest of a host that does not answer at all (refused)', async () => {
    // A port nothing listens on: the first photo's refusal spares the second its wait.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = `http://127.0.0.1:${port}`;
    const { report } = await run(
      [
        { url: `${down}/a.jpg`, path: 'gallery[0]' },
        { url: `${down}/b.jpg`, path: 'gallery[1]' },
      ],
      { dataUrl: `${down}/paginas/x` },
    );
    expect(report.failed.map((f) => f.path)).toEqual(['gallery[0]', 'gallery[1]']);
    expect(report.failed[0]!.reason).toMatch(/ECONNREFUSED/);
    expect(report.failed[1]!.reason).toMatch(/^host unreachable: .*ECONNREFUSED/);
  });
});

describe("the image step's deadline", () => {
  it('stops the download under way and starts no other, and the report names each photo left out', async () => {
    const refs = [
      { url: `${origin}/ok/a.jpg`, path: 'dbServices[0].img' },
      { url: `${origin}/stall/b.jpg`, path: 'gallery[0]' },
      { url: `${origin}/ok/c.jpg`, path: 'gallery[1]' },
    ];
    // A photo's own timeout (a minute) is not what ends the step: the deadline is.
    const { map, report } = await run(refs, { limits: { ...DEFAULT_LIMITS, timeoutMs: 60_000 }, deadlineMs: 500 });
    expect(Object.keys(map)).toEqual([`${origin}/ok/a.jpg`]);
    expect(report.failed).toEqual([]);
    expect(report.leftOut).toEqual(refs.slice(1));
    expect(report.ms).toBeLessThan(30_000);
    const lines = formatReport(report);
    expect(lines[0]).toMatch(/^\[images\] 1 fetched, 0 reused, 0 failed, 0 refused, 0 skipped, 2 left out at the deadline;/);
    expect(lines).toContain(`[images] left out gallery[0]: ${origin}/stall/b.jpg (the image step's deadline of 0.5 s (IMAGE_DEADLINE_SECONDS) passed); the page uses the original URL`);
    expect(lines).toContain(`[images] left out gallery[1]: ${origin}/ok/c.jpg (the image step's deadline of 0.5 s (IMAGE_DEADLINE_SECONDS) passed); the page uses the original URL`);
  });
});
