/**
 * A tiny production-like static host for a build folder: Lighthouse CI's
 * `startServerCommand`, `npm run bench` and the build tests use it.
 *
 * File resolution, content types, cache headers and the 404 page come from the test static
 * server (tests/support/static-server.ts: the file, else `<path>/index.html`, else
 * `<path>.html`, else `404.html` with status 404; HTML, the worker, manifests and the record
 * `no-cache`, hashed assets immutable for a year). In front of it this adds what a CDN adds:
 * Brotli or gzip compression of text responses (negotiated with Accept-Encoding; every text
 * file is compressed once at start, like a precompressing host, and kept in memory), `Vary: Accept-Encoding`, `nosniff`, and `HEAD` support.
 *
 *   npx tsx scripts/serve-dist.ts <dir> [--port 48710] [--base /] [--compress-in-background]
 *
 * `--compress-in-background` (`npm run preview`, so `npm start`): serve at once and compress
 * the files while serving, a file asked for first being compressed when asked. Without it the
 * files are compressed before the server serves (Lighthouse CI's server: its first run does
 * not wait for compression), which held a first `npm start` some seconds.
 *
 * Prints `serving <dir> at http://127.0.0.1:<port>` when ready.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listenOn } from '../tests/support/listen';
import { startStaticServer } from '../tests/support/static-server';

export interface DistServer {
  origin: string;
  port: number;
  /** Paths requested, in order (from the inner static server). */
  requests: string[];
  close(): Promise<void>;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, compression costs more than it saves (a CDN's usual threshold). */
const MIN_COMPRESS_BYTES = 1024;

/** The encoding a client accepts, preferring Brotli (q=0 means refused). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) : 1);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  // Quality 9: within a few per cent of 11 at a tenth of the time (the whole build is compressed at start).
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 9 };

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body)) : zlib.gzipSync(body, GZIP_OPTIONS);
}

/** The same off the event loop (zlib's thread pool): the server keeps answering meanwhile. */
const compressAsync = (body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> =>
  encoding === 'br' ? promisify(zlib.brotliCompress)(body, brotliOptions(body)) : promisify(zlib.gzip)(body, GZIP_OPTIONS);

/** Text files a host compresses (extension-less files are the JSON record). */
const TEXT_EXT = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$|(^|\/)[^./]+$/;

const hash = (b: Buffer) => crypto.createHash('sha1').update(b).digest('hex');

/** The build's text files worth compressing, with their bytes. */
function* textFiles(dir: string): Generator<Buffer> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* textFiles(full);
    else if (TEXT_EXT.test(e.name)) {
      const raw = fs.readFileSync(full);
      if (raw.length >= MIN_COMPRESS_BYTES) yield raw;
    }
  }
}

const ENCODINGS = ['br', 'gzip'] as const;

/** Compresses every text file of the build up front, as a CDN or a precompressing host serves them. */
function precompress(dir: string, cache: Map<string, Buffer>): void {
  for (const raw of textFiles(dir)) {
    const h = hash(raw);
    for (const enc of ENCODINGS) if (!cache.has(`${enc}:${h}`)) cache.set(`${enc}:${h}`, compress(raw, enc));
  }
}

/** The same while the server serves; stops when `stopped()` says the server closed. */
async function precompressInBackground(dir: string, cache: Map<string, Buffer>, stopped: () => boolean): Promise<void> {
  for (const raw of textFiles(dir)) {
    const h = hash(raw);
    for (const enc of ENCODINGS) {
      if (stopped()) return;
      if (!cache.has(`${enc}:${h}`)) cache.set(`${enc}:${h}`, await compressAsync(raw, enc));
    }
  }
}

export interface ServeOptions {
  /** 0 = any free port. */
  port?: number;
  basePath?: string;
  /** Compress the text files while serving instead of before (a person's first look, not a measurement). */
  compressInBackground?: boolean;
}

/** Serves `dir` on 127.0.0.1:`port` under `basePath`. */
export async function serveDist(dir: string, { port = 0, basePath = '/', compressInBackground = false }: ServeOptions = {}): Promise<DistServer> {
  // The static server behind this one starts after this one holds its port: started first, it
  // could be given that very port as its "any free port".
  let innerPort = 0;
  let closed = false;
  const cache = new Map<string, Buffer>();
  // So the first visitor (Lighthouse's first run) does not wait for compression.
  if (!compressInBackground) precompress(path.resolve(dir), cache);

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (!innerPort) {
      res.writeHead(503).end();
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: innerPort, path: req.url, method: 'GET', agent: false }, (up) => {
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const raw: Buffer = Buffer.concat(chunks);
        const type = String(up.headers['content-type'] ?? 'application/octet-stream');
        const headers: http.OutgoingHttpHeaders = {
          'Content-Type': type,
          'Cache-Control': up.headers['cache-control'] ?? 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        };
        let body: Buffer = raw;
        if (COMPRESSIBLE.test(type)) {
          headers.Vary = 'Accept-Encoding';
          const enc = negotiateEncoding(req.headers['accept-encoding']);
          if (enc !== 'identity' && raw.length >= MIN_COMPRESS_BYTES) {
            const key = `${enc}:${hash(raw)}`;
            let packed = cache.get(key);
            if (!packed) {
              packed = compress(raw, enc);
              cache.set(key, packed);
            }
            body = packed;
            headers['Content-Encoding'] = enc;
          }
        }
        headers['Content-Length'] = body.length;
        res.writeHead(up.statusCode ?? 500, headers);
        res.end(method === 'HEAD' ? undefined : body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });

  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await listenOn(server, port);
  const staticServer = await startStaticServer(path.resolve(dir), basePath, 0);
  innerPort = staticServer.port;
  // A file that cannot be read now (a rebuild under way) is compressed when asked for.
  if (compressInBackground) precompressInBackground(path.resolve(dir), cache, () => closed).catch(() => undefined);
  const p = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${p}`,
    port: p,
    requests: staticServer.requests,
    close: async () => {
      closed = true;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await staticServer.close();
    },
  };
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const dir = argv.find((a, i) => !a.startsWith('--') && !/^--(port|base)$/.test(argv[i - 1] ?? ''));
  if (!dir) {
    console.error('usage: tsx scripts/serve-dist.ts <dir> [--port 48710] [--base /] [--compress-in-background]');
    process.exit(2);
  }
  const server = await serveDist(dir, { port: Number(arg(argv, '--port') ?? 0), basePath: arg(argv, '--base') ?? '/', compressInBackground: argv.includes('--compress-in-background') });
  console.log(`serving ${dir} at ${server.origin}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
