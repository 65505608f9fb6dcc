// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRecordSince } from './record';

/** A data service on 127.0.0.1 whose next answer the test sets; it keeps the last request's headers. */
let server: http.Server;
let url = '';
let answer: { status: number; body?: string; headers?: Record<string, string>; hang?: boolean } = { status: 200, body: '{}' };
let asked: http.IncomingHttpHeaders = {};
beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked = req.headers;
    if (answer.hang) return;
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/paginas/oak`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fetchRecordSince (the fleet through the one record fetcher)', () => {
  it('answers the record with the validators the service gave, asking unconditionally without earlier ones', async () => {
    answer = { status: 200, body: '{"dbPrincipal":{"name":"Oak"}}', headers: { etag: '"v2"', 'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT' } };
    expect(await fetchRecordSince(url, undefined, 5000)).toEqual({ notModified: false, raw: { dbPrincipal: { name: 'Oak' } }, etag: '"v2"', lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT' });
    expect(asked['if-none-match']).toBeUndefined();
    expect(asked.accept).toBe('application/json');
  });

  it('sends the earlier validators, and a 304 keeps them when the service repeats none', async () => {
    answer = { status: 304 };
    const since = { etag: '"v1"', lastModified: 'Mon, 30 Nov 2026 10:00:00 GMT' };
    expect(await fetchRecordSince(url, since, 5000)).toEqual({ notModified: true, ...since });
    expect(asked).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': since.lastModified });
  });

  it('rejects with a reason naming the address: an error status, an answer that is not JSON, no answer in time', async () => {
    answer = { status: 500, body: '{"error":"down"}' };
    await expect(fetchRecordSince(url, undefined, 5000)).rejects.toThrow(`data service answered HTTP 500 for ${url}`);
    answer = { status: 200, body: '<html>portal</html>' };
    await expect(fetchRecordSince(url, undefined, 5000)).rejects.toThrow(`data service answered something that is not JSON for ${url}`);
    answer = { status: 200, hang: true };
    await expect(fetchRecordSince(url, undefined, 200)).rejects.toThrow(`no answer from the data service within 0.2 s for ${url}`);
  });
});
