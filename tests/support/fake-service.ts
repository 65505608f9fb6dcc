import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOn } from './listen';

/** One request as a fake service saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes (a multipart body is not text). */
  raw: Buffer;
  json: unknown;
  at: number;
}

export interface Reply {
  status?: number;
  /** JSON-serialised unless `raw` is set. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  delayMs?: number;
  /** Never answer (a hanging service). */
  hang?: boolean;
}

export type Handler = (req: SeenRequest) => Reply | Promise<Reply>;

export interface FakeServiceOptions {
  /** The preflight's `Access-Control-Allow-Headers` (a strict form relay allows `Content-Type` only). */
  allowHeaders?: string;
  /**
   * A path with no route answers 404 without CORS headers, its preflight too (a path the host
   * or its proxy drops: a browser sees a network error). Those preflights are recorded.
   */
  bareUnknownPaths?: boolean;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for one of the services Canopy talks to (data
 * service, reviews service, form relay, visits counter). Routes are exact paths; every request
 * is recorded. CORS is open, as the real services are cross-origin (unless `options` say otherwise).
 */
export class FakeService {
  readonly requests: SeenRequest[] = [];
  private routes = new Map<string, Handler>();
  private server: http.Server;
  private sockets = new Set<import('node:net').Socket>();

  constructor(private options: FakeServiceOptions = {}) {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  async listen(port = 0): Promise<this> {
    await listenOn(this.server, port);
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Answers `path` (any method but OPTIONS) with a fixed reply or a handler. */
  on(path: string, reply: Reply | Handler): this {
    this.routes.set(path, typeof reply === 'function' ? reply : () => reply);
    return this;
  }

  seen(path?: string, method?: string): SeenRequest[] {
    return this.requests.filter((r) => (!path || r.path === path) && (!method || r.method === method));
  }

  reset(): void {
    this.requests.length = 0;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': this.options.allowHeaders ?? 'Content-Type, Idempotency-Key, Accept',
      'Access-Control-Max-Age': '600',
    };
    const path = (req.url ?? '/').split('?')[0]!;
    if (this.options.bareUnknownPaths && !this.routes.has(path)) {
      this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: '', raw: Buffer.alloc(0), json: undefined, at: Date.now() });
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const body = raw.toString('utf8');
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const seen: SeenRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, raw, json, at: Date.now() };
    this.requests.push(seen);
    const handler = this.routes.get(path);
    const reply: Reply = handler ? await handler(seen) : { status: 404, body: { error: 'not found' } };
    if (reply.hang) return;
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const payload = reply.raw ?? JSON.stringify(reply.body ?? null);
    res.writeHead(reply.status ?? 200, {
      ...cors,
      'Content-Type': reply.contentType ?? 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(payload);
  }
}
