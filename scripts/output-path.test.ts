// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFileInside } from './output-path';

const out = '/tmp/site/dist';

describe('pageFileInside (issue 13)', () => {
  it('puts a route in its folder inside the output folder', () => {
    expect(pageFileInside(out, '/')).toBe(path.join(out, 'index.html'));
    expect(pageFileInside(out, '/tree-removal')).toBe(path.join(out, 'tree-removal', 'index.html'));
    expect(pageFileInside(out, '/gallery/deck%20build')).toBe(path.join(out, 'gallery', 'deck build', 'index.html'));
  });

  it('refuses routes that climb out or land on another page', () => {
    expect(pageFileInside(out, '/..')).toBeNull();
    expect(pageFileInside(out, '/.')).toBeNull();
    expect(pageFileInside(out, '/%2E%2E')).toBeNull();
    expect(pageFileInside(out, '/gallery/../../../../var/www/other-site')).toBeNull();
    expect(pageFileInside(out, '/gallery/..%2F..%2Fetc')).toBeNull();
    expect(pageFileInside(out, '/a%5C..%5C..')).toBeNull();
    expect(pageFileInside(out, '//')).toBeNull();
  });

  it('refuses top-level names the build writes itself', () => {
    for (const name of ['sw.js', 'assets', 'icons', 'demo-api', '404.html', 'index.html', 'robots.txt', 'manifest.webmanifest', '_headers']) {
      expect(pageFileInside(out, `/${name}`), name).toBeNull();
    }
    // Inside a folder of its own, a landing may be called anything.
    expect(pageFileInside(out, '/gallery/sw.js')).toBe(path.join(out, 'gallery', 'sw.js', 'index.html'));
  });

  it('refuses names no file system takes', () => {
    expect(pageFileInside(out, `/${'a'.repeat(256)}`)).toBeNull();
    expect(pageFileInside(out, '/%ED%A0%80')).toBeNull(); // a lone surrogate, percent-encoded
    expect(pageFileInside(out, '/a%00b')).toBeNull();
  });
});
