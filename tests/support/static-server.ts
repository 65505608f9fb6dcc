import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { listenOn } from './listen';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.vcf': 'text/vcard',
};

export interface StaticServer {
  origin: string;
  port: number;
  /** Swaps the folder served (a new deployment over the old one), of the site at `basePath` where there are several. */
  setRoot(dir: string, basePath?: string): void;
  requests: string[];
  /**
   * Holds every answer to a request `matches` picks until `release` is called (a slow network
   * for those files: a new worker's install waits on them); `seen` settles at the first one held.
   */
  hold(matches: (url: URL) => boolean): { seen: Promise<void>; release(): void };
  close(): Promise<void>;
}

const etags = new Map<string, string>();
/** A strong ETag of the file's content, kept while its size and time stay the same. */
function etagOf(file: string, stat: fs.Stats): string {
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = `"${crypto.createHash('sha1').update(fs.readFileSync(file)).digest('base64url')}"`;
    etags.set(key, etag);
  }
  return etag;
}

/**
 * Answers `rel` (a path inside the site) from `root` the way a static host does: the file, else
 * `<path>/index.html`, else `<path>.html`, else `404.html` with status 404 (or `index.html` with
 * 200 when there is no 404 page, as an SPA host would). Extension-less files (the demo record) are JSON.
 */
function answerFromSite(root: string, rel: string, req: http.IncomingMessage, res: http.ServerResponse, headers: [string, string][] = []): void {
  for (const [k, v] of headers) res.setHeader(k, v);
  const safe = path.normalize(`/${rel}`).replace(/^\/+/, '');
  const candidates = [safe, path.join(safe, 'index.html'), `${safe}.html`];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const ext = path.extname(file);
      const type = TYPES[ext] ?? (ext === '' ? 'application/json' : 'application/octet-stream');
      const noCache = ext === '.html' || c.endsWith('sw.js') || ext === '.webmanifest' || ext === '';
      // Validators, as object stores send them (the build's image cache revalidates with them):
      // an ETag of the content, which wins over the date (two builds made in the same second wrote
      // a changed sw.js of the same size: the date alone answered 304, and no update was found).
      const stat = fs.statSync(file);
      const lastModified = stat.mtime.toUTCString();
      const etag = etagOf(file, stat);
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch !== undefined ? ifNoneMatch === etag : req.headers['if-modified-since'] === lastModified) {
        res.writeHead(304, { 'Last-Modified': lastModified, ETag: etag }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': type, 'Last-Modified': lastModified, ETag: etag, 'Cache-Control': noCache ? 'no-cache' : 'public, max-age=31536000, immutable' });
      fs.createReadStream(file).pipe(res);
      return;
    }
  }
  const notFound = path.join(root, '404.html');
  if (fs.existsSync(notFound)) {
    res.writeHead(404, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
    fs.createReadStream(notFound).pipe(res);
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
  fs.createReadStream(path.join(root, 'index.html')).pipe(res);
}

/** The headers the build wrote for every path of the site (`_headers`' first rule: scripts/security-headers.ts). */
function securityHeadersOf(root: string): [string, string][] {
  const text = fs.readFileSync(path.join(root, '_headers'), 'utf8');
  const first = text.split('\n\n')[0]!.split('\n').slice(1);
  return first.map((line): [string, string] => {
    const at = line.indexOf(':');
    return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  });
}

/** The site (base path) a request's path belongs to: the longest base path it is under. */
function siteOf(bases: string[], pathname: string): string | undefined {
  return bases.filter((b) => pathname.startsWith(b) || `${pathname}/` === b).sort((a, b) => b.length - a.length)[0];
}

/** Serves a built site under `basePath` the way a static host does (answerFromSite). */
export function startStaticServer(rootDir: string, basePath = '/', port = 0): Promise<StaticServer> {
  return startOriginServer({ [basePath]: rootDir }, port);
}

/**
 * Serves several built sites on one origin, one per base path (an agency's own domain with a
 * folder per client): a request goes to the site of the longest base path it is under.
 */
export async function startOriginServer(sites: Record<string, string>, port = 0, { securityHeaders = false } = {}): Promise<StaticServer> {
  const roots = new Map(Object.entries(sites));
  // With `securityHeaders`, each site's answers carry the headers its build wrote (its CSP), as its host sends them.
  const siteHeaders = new Map<string, [string, string][]>();
  const withHeaders = (dir: string) => securityHeaders && siteHeaders.set(dir, securityHeadersOf(dir));
  for (const dir of roots.values()) withHeaders(dir);
  const main = roots.has('/') ? '/' : [...roots.keys()][0]!;
  const requests: string[] = [];
  let held: { matches: (url: URL) => boolean; waiting: (() => void)[]; sawOne: () => void } | undefined;
  const answer = (url: URL, req: http.IncomingMessage, res: http.ServerResponse) => {
    const rel = decodeURIComponent(url.pathname);
    const base = siteOf([...roots.keys()], rel);
    if (base === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    const root = roots.get(base)!;
    answerFromSite(root, rel.startsWith(base) ? rel.slice(base.length) : '', req, res, siteHeaders.get(root));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname);
    if (held?.matches(url)) {
      held.sawOne();
      held.waiting.push(() => answer(url, req, res));
    } else answer(url, req, res);
  });
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await listenOn(server, port);
  const p = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${p}`,
    port: p,
    requests,
    hold(matches) {
      let sawOne = () => {};
      const seen = new Promise<void>((resolve) => (sawOne = resolve));
      const mine = { matches, waiting: [] as (() => void)[], sawOne };
      held = mine;
      return {
        seen,
        release() {
          if (held === mine) held = undefined;
          mine.waiting.splice(0).forEach((answer) => answer());
        },
      };
    },
    setRoot(dir: string, basePath = main) {
      withHeaders(dir);
      roots.set(basePath, dir);
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
