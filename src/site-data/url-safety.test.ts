import { describe, expect, it } from 'vitest';
import { checkUrl, isSafeHref } from './url-safety';

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
