// @vitest-environment node
import http from 'node:http';
import https from 'node:https';
import { describe, expect, it } from 'vitest';
import { STUB_PNG, startInternetStub, stubReply } from './internet-stub';

function get(url: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { rejectUnauthorized: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the internet stub', () => {
  it('answers a photo with a 1x1 PNG, the reviews widget with an empty script, and the rest with a blank page', () => {
    expect(stubReply(new URL('https://i.ytimg.com/vi/abc/hqdefault'))).toEqual({ contentType: 'image/png', body: STUB_PNG });
    expect(stubReply(new URL('https://cdn.example/a/b.JPG?w=200')).contentType).toBe('image/png');
    expect(stubReply(new URL('https://static.elfsight.com/platform/platform.js'))).toEqual({ contentType: 'text/javascript', body: '' });
    expect(stubReply(new URL('https://www.youtube-nocookie.com/embed/abc')).contentType).toBe('text/html');
    expect(stubReply(new URL('https://static.elfsight.com/widget')).contentType).toBe('text/html');
  });

  it('answers https and plain http on one port', async () => {
    const port = await startInternetStub(0);
    expect(port).toBeGreaterThan(0);
    const secure = await get(`https://127.0.0.1:${port}/vi/x.png`);
    expect([secure.status, secure.type]).toEqual([200, 'image/png']);
    expect(secure.body.equals(STUB_PNG)).toBe(true);
    const plain = await get(`http://127.0.0.1:${port}/embed/abc`);
    expect([plain.status, plain.type]).toEqual([200, 'text/html']);
    expect(plain.body.toString()).toContain('<title>stub</title>');
  });
});
