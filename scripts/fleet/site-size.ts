import fs from 'node:fs';
import path from 'node:path';

/** What the dashboard shows of a published site's size. */

export function sizeKb(dir: string, test: (file: string) => boolean): number {
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (test(p)) bytes += fs.statSync(p).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return Math.round(bytes / 102.4) / 10;
}

/**
 * The published home page's HTML, and the JavaScript that HTML names (`<script src>` and
 * `<link rel=modulepreload>`), in KB uncompressed: what the dashboard shows per tenant. The
 * first visit's gzip budget is `npm run budget`'s (scripts/bundle-budget.ts).
 */
export function homeSize(site: string): { homeKb: number; homeJsKb: number } {
  let html: string;
  try {
    html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  } catch {
    return { homeKb: 0, homeJsKb: 0 };
  }
  const files = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<link') && !/\brel="modulepreload"/.test(tag)) continue;
    const ref = /\b(?:src|href)="[^"]*?(assets\/[\w.-]+\.js)"/.exec(tag)?.[1];
    if (ref) files.add(ref);
  }
  let js = 0;
  for (const f of files) {
    try {
      js += fs.statSync(path.join(site, f)).size;
    } catch {
      // Named but missing: nothing a visitor would download either.
    }
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { homeKb: kb(Buffer.byteLength(html)), homeJsKb: kb(js) };
}
