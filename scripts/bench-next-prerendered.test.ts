// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withProbe } from './bench-next-prerendered';
import { PROBE } from './bench-next-probe';

describe("bench:next's probed copy of a site", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  function site(headers: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-probe-'));
    dirs.push(dir, `${dir}-probe`);
    fs.mkdirSync(path.join(dir, 'services'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title></head><body><h1>Home</h1></body></html>');
    fs.writeFileSync(path.join(dir, 'services', 'index.html'), '<!doctype html><html><head data-x="1"><title>Services</title></head><body></body></html>');
    fs.writeFileSync(path.join(dir, 'app.js'), 'console.log("<head>")');
    fs.writeFileSync(path.join(dir, '_headers'), headers);
    return dir;
  }

  it("runs the probe first in every page, allowed by its hash in the site's CSP, and leaves the site as built", () => {
    const dir = site("/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'\n");
    const copy = withProbe(dir);
    for (const page of ['index.html', 'services/index.html']) {
      const html = fs.readFileSync(path.join(copy, page), 'utf8');
      expect(html).toMatch(/<head[^>]*><script>/);
      expect(html.split(`<script>${PROBE}</script>`)).toHaveLength(2);
    }
    expect(fs.readFileSync(path.join(copy, 'app.js'), 'utf8')).toBe('console.log("<head>")');
    const hash = crypto.createHash('sha256').update(PROBE).digest('base64');
    expect(fs.readFileSync(path.join(copy, '_headers'), 'utf8')).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-abc='`);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).not.toContain('<script>');
  });

  it('refuses a site whose CSP it cannot extend, rather than measure pages that never note a hop', () => {
    expect(() => withProbe(site('/*\n  X-Frame-Options: DENY\n'))).toThrow(/script-src/);
  });
});
