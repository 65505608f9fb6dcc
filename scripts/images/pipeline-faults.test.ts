// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './fetch';
import { runImagePipeline, type PipelineOptions } from './pipeline';

/**
 * A photo host that misbehaves part of the way: it answers, then stalls an image's body
 * (`/stall/...`), or answers each image slowly (`/slow/...`). Real servers on 127.0.0.1.
 */
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
    const send = () => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.length });
      res.end(photo);
    };
    if (url.startsWith('/slow/')) setTimeout(send, 150);
    else send();
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
