// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenReason, policyFor, type LookupFn } from './address-policy';
import { DEFAULT_LIMITS, downloadUrl, fetchImage } from './fetch';

/**
 * The build fetches a record's images only from hosts it may reach. The servers
 * are real (127.0.0.1, and 127.0.0.2 for "another loopback host"); host names resolve through an
 * injected lookup, so no DNS is needed.
 */
let photo: Buffer;
let data: http.Server;
let other: http.Server;
/** The data service's own host (trusted as written in its URL) and another loopback address. */
let dataOrigin = '';
let otherOrigin = '';
const hits: string[] = [];

function serve(host: string, name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    hits.push(`${name} ${req.url}`);
    const redirect = /^\/redirect\?to=(.+)$/.exec(req.url ?? '');
    if (redirect) {
      res.writeHead(302, { Location: decodeURIComponent(redirect[1]!) });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.length });
    res.end(photo);
  });
  return new Promise((resolve) => server.listen(0, host, () => resolve(server)));
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7d2c' } }).jpeg().toBuffer();
  data = await serve('127.0.0.1', 'data');
  other = await serve('127.0.0.2', 'other');
  dataOrigin = `http://127.0.0.1:${(data.address() as AddressInfo).port}`;
  otherOrigin = `http://127.0.0.2:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all([data, other].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** A lookup from a table (a missing name fails as DNS would). */
function table(names: Record<string, string[]>): LookupFn {
  return async (host) => {
    const addresses = names[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const limits = { ...DEFAULT_LIMITS, timeoutMs: 5000 };

describe('fetchImage and the address policy', () => {
  it('refuses a host name that resolves to the cloud metadata address, and connects nowhere', async () => {
    const policy = policyFor(`${dataOrigin}/paginas/x`, table({ 'evil.test': ['169.254.169.254'] }));
    const res = await fetchImage('http://evil.test/latest/meta-data/iam/security-credentials/', undefined, limits, policy);
    expect(res).toEqual({ status: 'refused', reason: 'evil.test resolves to a link-local (cloud metadata) address 169.254.169.254' });
  });

  it('refuses loopback, private, link-local and unspecified addresses written in the URL', async () => {
    const policy = policyFor(`${dataOrigin}/paginas/x`, table({}));
    const before = hits.length;
    for (const url of [`${otherOrigin}/a.jpg`, 'http://169.254.169.254/a.jpg', 'http://10.0.0.8/a.jpg', 'http://[::1]/a.jpg', 'http://0.0.0.0/a.jpg', 'http://[::ffff:127.0.0.1]/a.jpg', 'http://2130706434/a.jpg', 'http://0x7f.0.0.3/a.jpg']) {
      expect((await fetchImage(url, undefined, limits, policy)).status, url).toBe('refused');
    }
    expect(hits.slice(before)).toEqual([]);
  });

  it("fetches from the data service's own origin, and refuses a redirect from it to another loopback host", async () => {
    const policy = policyFor(`${dataOrigin}/paginas/x`, table({}));
    const ok = await fetchImage(`${dataOrigin}/img/a.jpg`, undefined, limits, policy);
    expect(ok.status).toBe('ok');
    const before = hits.length;
    const res = await fetchImage(`${dataOrigin}/redirect?to=${encodeURIComponent(`${otherOrigin}/secret.jpg`)}`, undefined, limits, policy);
    expect(res).toEqual({ status: 'refused', reason: `redirected to ${otherOrigin}/secret.jpg: loopback address 127.0.0.2` });
    // The redirect was asked for; its target never was.
    expect(hits.slice(before)).toEqual([`data /redirect?to=${encodeURIComponent(`${otherOrigin}/secret.jpg`)}`]);
    // A redirect to a name that resolves to the metadata address, or to another scheme, too.
    const evil = policyFor(`${dataOrigin}/paginas/x`, table({ 'evil.test': ['169.254.169.254'] }));
    const viaName = await fetchImage(`${dataOrigin}/redirect?to=${encodeURIComponent('http://evil.test/x.jpg')}`, undefined, limits, evil);
    expect(viaName).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^redirected to http:\/\/evil\.test\/x\.jpg: .*169\.254\.169\.254/) });
    const toFile = await fetchImage(`${dataOrigin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, undefined, limits, policy);
    expect(toFile).toEqual({ status: 'refused', reason: 'redirected to file: (only http and https)' });
  });

  it('follows a redirect on an allowed host, and connects to the address the lookup checked', async () => {
    // `photos.test` is trusted here (as a data service's host would be) and resolves, through the
    // injected lookup only, to the local server: the connection goes where the check looked.
    const port = (data.address() as AddressInfo).port;
    const policy = { trustedOrigins: [`http://photos.test:${port}`], lookup: table({ 'photos.test': ['127.0.0.1'] }) };
    const res = await fetchImage(`http://photos.test:${port}/redirect?to=${encodeURIComponent('/img/b.jpg')}`, undefined, limits, policy);
    expect(res.status).toBe('ok');
    expect(res.status === 'ok' && res.body.equals(photo)).toBe(true);
  });

  it("refuses the data service's host on another port, unless that origin is trusted as well (IMAGE_TRUSTED_ORIGINS)", async () => {
    const port = (other.address() as AddressInfo).port;
    // The other loopback server, named as the data service's host is: 127.0.0.2 with another port.
    const dataOnOther = `http://127.0.0.2:${port + 1}/paginas/x`;
    const before = hits.length;
    expect(await fetchImage(`${otherOrigin}/a.jpg`, undefined, limits, policyFor(dataOnOther, table({})))).toEqual({ status: 'refused', reason: 'loopback address 127.0.0.2' });
    expect(hits.slice(before)).toEqual([]);
    const alsoTrusted = policyFor(dataOnOther, table({}), [otherOrigin]);
    expect((await fetchImage(`${otherOrigin}/a.jpg`, undefined, limits, alsoTrusted)).status).toBe('ok');
    expect(hits.slice(before)).toEqual(['other /a.jpg']);
  });

  it('refuses a name with one private address among public ones', async () => {
    const policy = policyFor(undefined, table({ 'mixed.test': ['93.184.216.34', '192.168.1.10'] }));
    expect(await fetchImage('http://mixed.test/a.jpg', undefined, limits, policy)).toEqual({
      status: 'refused',
      reason: 'mixed.test resolves to a private address 192.168.1.10',
    });
  });
});

describe('forbiddenReason', () => {
  it('names every address class the build may not reach, and lets public ones through', () => {
    const cases: [string, string | undefined][] = [
      ['127.0.0.2', 'loopback'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.1', 'private'],
      ['169.254.169.254', 'link-local (cloud metadata)'],
      ['100.100.100.200', 'private (carrier NAT; a cloud metadata address)'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['fd00:ec2::254', 'private'],
      ['fc00::1', 'private'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['::ffff:169.254.169.254', 'link-local (cloud metadata)'],
      ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'],
      ['::ffff:0:7f00:1', 'IPv4-translated'],
      ['::ffff:0:5db8:d822', 'IPv4-translated'],
      ['64:ff9b:1::a9fe:a9fe', 'local NAT64'],
      ['64:ff9b:1:ffff::1', 'local NAT64'],
      ['2002:7f00:1::', '6to4'],
      ['2002:5db8:d822::1', '6to4'],
      ['2001:0:4136:e378::1', 'Teredo'],
      ['168.63.129.16', 'cloud host endpoint'],
      ['::ffff:168.63.129.16', 'cloud host endpoint'],
      ['168.63.129.17', undefined],
      ['64:ff9b:2::1', undefined],
      ['2001:db9::1', undefined],
      ['93.184.216.34', undefined],
      ['172.32.0.1', undefined],
      ['2606:4700::1111', undefined],
    ];
    expect(cases.map(([a]) => [a, forbiddenReason(a)])).toEqual(cases);
  });
});

describe('downloadUrl', () => {
  it('takes http(s) as written, resolves a relative URL against the data service, refuses other schemes', () => {
    expect(downloadUrl('https://b.example/a.jpg', undefined)).toBe('https://b.example/a.jpg');
    expect(downloadUrl('img/a.jpg', 'https://data.example/paginas/x')).toBe('https://data.example/paginas/img/a.jpg');
    expect(downloadUrl('/img/a.jpg', 'https://data.example/paginas/x')).toBe('https://data.example/img/a.jpg');
    expect(() => downloadUrl('file:///etc/passwd', undefined)).toThrow(/scheme file:/);
    expect(() => downloadUrl('//evil.example/a.jpg', 'https://data.example/paginas/x')).toThrow(/no scheme/);
    expect(() => downloadUrl('/img/a.jpg', '/demo-api/paginas/demo')).toThrow(/not a file of the build/);
  });
});
