// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The encoder's version, changed between builds below as a new release of the encoder would.
const encoder = vi.hoisted(() => ({ version: 'test-a' }));
vi.mock('./encode', async (original) => {
  const real = await original<typeof import('./encode')>();
  return {
    ...real,
    get ENCODER_VERSION() {
      return encoder.version;
    },
  };
});

const { runImagePipeline } = await import('./pipeline');

let server: http.Server;
let origin = '';
let photo: Buffer;
const requests: { conditional: boolean }[] = [];

beforeAll(async () => {
  photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#3a7d2c' } }).jpeg().toBuffer();
  // A bucket that answers a conditional request with 304, as real ones do.
  server = http.createServer((req, res) => {
    const conditional = req.headers['if-none-match'] === '"v1"';
    requests.push({ conditional });
    if (conditional) {
      res.writeHead(304, { ETag: '"v1"' });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/jpeg', ETag: '"v1"', 'Content-Length': photo.length });
    res.end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the image cache', () => {
  it('asks the bucket whether a photo changed; after an encoder change it encodes again instead', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-pipeline-'));
    const build = () =>
      runImagePipeline({
        refs: [{ url: `${origin}/photo.jpg`, path: 'dbServices[0].img' }],
        outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-pipeline-out-')),
        basePath: '/',
        cacheDir,
      });
    const first = await build();
    expect(first.report).toMatchObject({ fetched: 1, reused: 0, downloads: 1 });
    // The same encoder: a conditional request, 304, nothing downloaded or encoded.
    const again = await build();
    expect(again.report).toMatchObject({ fetched: 0, reused: 1, downloads: 0 });
    expect(again.map).toEqual(first.map);
    expect(requests.map((r) => r.conditional)).toEqual([false, true]);
    // A new encoder: the photo is downloaded and encoded again, under a new name.
    encoder.version = 'test-b';
    const encodedAgain = await build();
    expect(encodedAgain.report).toMatchObject({ fetched: 1, reused: 0, downloads: 1 });
    expect(requests.map((r) => r.conditional)).toEqual([false, true, false]);
    const url = `${origin}/photo.jpg`;
    expect(encodedAgain.map[url]!.f).not.toBe(first.map[url]!.f);
  });
});
