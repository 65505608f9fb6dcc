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
  /** Swaps the folder served (a new deployment over the old one). */
  setRoot(dir: string): void;
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves a built site the way a static host does: the file, else `<path>/index.html`, else
 * `<path>.html`, else `404.html` with status 404 (or `index.html` with 200 when there is no
 * 404 page, as an SPA host would). Extension-less files (the demo record) are JSON.
 */
export async function startStaticServer(rootDir: string, basePath = '/', port = 0): Promise<StaticServer> {
  let root = rootDir;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname);
    let rel = decodeURIComponent(url.pathname);
    if (!rel.startsWith(basePath)) {
      if (`${rel}/` === basePath) rel = basePath;
      else {
        res.writeHead(404).end('not found');
        return;
      }
    }
    rel = rel.slice(basePath.length);
    const safe = path.normalize(`/${rel}`).replace(/^\/+/, '');
    const candidates = [safe, path.join(safe, 'index.html'), `${safe}.html`];
    for (const c of candidates) {
      const file = path.join(root, c);
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const ext = path.extname(file);
        const type = TYPES[ext] ?? (ext === '' ? 'application/json' : 'application/octet-stream');
        const noCache = ext === '.html' || c.endsWith('sw.js') || ext === '.webmanifest' || ext === '';
        // Validators, as object stores send them (the build's image cache revalidates with them).
        const lastModified = fs.statSync(file).mtime.toUTCString();
        if (req.headers['if-modified-since'] === lastModified) {
          res.writeHead(304, { 'Last-Modified': lastModified }).end();
          return;
        }
        res.writeHead(200, { 'Content-Type': type, 'Last-Modified': lastModified, 'Cache-Control': noCache ? 'no-cache' : 'public, max-age=31536000, immutable' });
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
    setRoot(dir: string) {
      root = dir;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
