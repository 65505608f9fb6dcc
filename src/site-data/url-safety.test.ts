import { describe, expect, it } from 'vitest';
import { checkUrl, isRealHost, isRelayUrl, isSafeHref } from './url-safety';

describe('checkUrl', () => {
  it.each([
    ['https://bucket.example/a.webp', 'https://bucket.example/a.webp'],
    ['http://bucket.example/a.webp', 'http://bucket.example/a.webp'],
    ['  https://bucket.example/a b.webp  ', 'https://bucket.example/a%20b.webp'],
    ['HTTPS://Bucket.Example/A.webp', 'https://bucket.example/A.webp'],
    ['tel:+15035550142', 'tel:+15035550142'],
    ['mailto:office@example.com', 'mailto:office@example.com'],
    ['sms:+15035550142', 'sms:+15035550142'],
  ])('accepts %j', (input, out) => {
    expect(checkUrl(input)).toEqual({ ok: true, url: out });
  });

  it.each([
    ['javascript:alert(1)', 'unsafe URL scheme "javascript:"'],
    ['JavaScript:alert(1)', 'unsafe URL scheme "javascript:"'],
    [' javascript:alert(1)', 'unsafe URL scheme "javascript:"'],
    ['data:image/png;base64,AAAA', 'unsafe URL scheme "data:"'],
    ['vbscript:msgbox(1)', 'unsafe URL scheme "vbscript:"'],
    ['ftp://files.example/x', 'unsafe URL scheme "ftp:"'],
    ['file:///etc/passwd', 'unsafe URL scheme "file:"'],
    ['blob:https://x.example/uuid', 'unsafe URL scheme "blob:"'],
    ['java\tscript:alert(1)', 'unsafe URL (control characters)'],
    ['java\nscript:alert(1)', 'unsafe URL (control characters)'],
    ['https://ok.example/\u0000', 'unsafe URL (control characters)'],
    ['//evil.example/x', 'not a URL (relative)'],
    ['\\\\evil.example\\x', 'not a URL (relative)'],
    ['img/logo.webp', 'not a URL (relative)'],
    ['/img/logo.webp', 'not a URL (relative)'],
    ['https://', 'not a URL'],
    ['', 'empty URL'],
    ['   ', 'empty URL'],
  ])('rejects %j with a reason', (input, reason) => {
    expect(checkUrl(input)).toEqual({ ok: false, reason });
  });

  it('resolves relative URLs against a path base and keeps them same-origin relative', () => {
    expect(checkUrl('img/a.webp', { relativeBase: '/demo-api/paginas/demo' })).toEqual({ ok: true, url: '/demo-api/paginas/img/a.webp' });
    expect(checkUrl('../../demo-assets/a.webp', { relativeBase: '/site/demo-api/paginas/demo' })).toEqual({
      ok: true,
      url: '/site/demo-assets/a.webp',
    });
  });

  it('resolves relative URLs against an absolute base', () => {
    expect(checkUrl('a.webp?v=1', { relativeBase: 'https://data.example/paginas/x' })).toEqual({
      ok: true,
      url: 'https://data.example/paginas/a.webp?v=1',
    });
  });

  it('never accepts protocol-relative or unsafe URLs, even with a base', () => {
    expect(checkUrl('//evil.example/x', { relativeBase: '/' }).ok).toBe(false);
    expect(checkUrl('javascript:alert(1)', { relativeBase: '/' }).ok).toBe(false);
  });
});

describe('isSafeHref', () => {
  it.each(['https://a.example', 'http://a.example', 'tel:+1', 'mailto:a@b.example', 'sms:+1', '/contact', '/'])('allows %j', (h) => {
    expect(isSafeHref(h)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'contact', '', 'vbscript:x'])('refuses %j', (h) => {
    expect(isSafeHref(h)).toBe(false);
  });
});

describe('isRealHost (issue 13)', () => {
  it('accepts DNS names, IPv4 and bracketed IPv6 only', () => {
    for (const h of ['example.com', 'xn--bcher-kva.de', 'a-b.c', '127.0.0.1', '[::1]', 'localhost', 'example.com.']) expect(isRealHost(h), h).toBe(true);
    for (const h of ['a;frame-ancestors', '*', '$name', 'a"b', "a'b", 'a_b.com', '-a.com', 'a..b', '', 'a b']) expect(isRealHost(h), h).toBe(false);
  });

  it('checkUrl refuses http(s) URLs whose host is not a real host name', () => {
    for (const u of ['https://a;frame-ancestors/x.png', 'https://*/', 'https://$name/x', "https://a'b/"]) expect(checkUrl(u).ok, u).toBe(false);
    expect(checkUrl('https://bücher.de/x')).toEqual({ ok: true, url: 'https://xn--bcher-kva.de/x' });
  });
});

describe('isRelayUrl (issue 13)', () => {
  it('takes https, same-site paths and loopback http only', () => {
    for (const u of ['https://relay.example/send', '/api/send', 'http://127.0.0.1:4000/r', 'http://localhost/r']) expect(isRelayUrl(u), u).toBe(true);
    for (const u of ['http://relay.example/send', 'mailto:owner@example.com', 'tel:+15035550100', '//relay.example', 'nonsense']) expect(isRelayUrl(u), u).toBe(false);
  });
});
