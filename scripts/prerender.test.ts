// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingRecordError } from './build-record';
import { prerenderSite } from './prerender';

/** A real data service on 127.0.0.1 that answers 500, then one that answers HTML. */
let server: http.Server;
let origin = '';
let answer: { status: number; body: string } = { status: 500, body: '{"error":"down"}' };
beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function outDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-prerender-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title><!--canopy-head--></head><body><div id="root"><!--canopy-app--></div><!--canopy-data--></body></html>');
  return dir;
}

const render = async () => ({ html: '<main></main>', styles: '' });

describe('a tenant build without its record', () => {
  it('fails loudly, naming the record URL, when the data service is down or answers junk', async () => {
    // An outage answered as 200 with an empty or error object, or a record with no business name, is no record either
    // (the build must not publish an empty site over a real one).
    for (const reply of [{ status: 500, body: '{"error":"down"}' }, { status: 200, body: '<html>portal</html>' }, { status: 200, body: '[1,2,3]' }, { status: 200, body: '{}' }, { status: 200, body: '{"error":"not found"}' }, { status: 200, body: '{"dbPrincipal":{"phones":[{"phone":"555"}]}}' }, { status: 200, body: '{"dbPrincipal":{"name":"\u200b \u200b"}}' }]) {
      answer = reply;
      const dir = outDir();
      const build = prerenderSite({ outDir: dir, ssrEntry: '', env: { VITE_SITE_DATA_URL: origin, VITE_PAGE_ID: 'oak' }, renderPage: render, warn: () => {} });
      await expect(build, reply.body).rejects.toThrow(MissingRecordError);
      await expect(build).rejects.toThrow(`${origin}/paginas/oak`);
      // Nothing was published: the template is untouched and no page was written.
      expect(fs.readdirSync(dir)).toEqual(['index.html']);
    }
  });

  it('builds the bare shell only when asked to', async () => {
    answer = { status: 500, body: '{}' };
    const dir = outDir();
    const result = await prerenderSite({ outDir: dir, ssrEntry: '', env: { VITE_SITE_DATA_URL: origin, VITE_PAGE_ID: 'oak' }, renderPage: render, warn: () => {}, allowNoRecord: true });
    expect(result.data).toBeNull();
    expect(fs.existsSync(path.join(dir, 'shell.html'))).toBe(true);
  });
});
