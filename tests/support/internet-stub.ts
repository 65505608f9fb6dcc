import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { listenOn } from './listen';

/**
 * The internet as the browser suites see it: every host but 127.0.0.1 and localhost resolves to
 * one local server (Chromium's `--host-resolver-rules`), which answers a third party's image
 * with a 1x1 PNG, a script of a reviews widget (Elfsight) with an empty script, and anything else
 * with a blank HTML page; https is answered with a certificate of its own, which Chromium is told
 * to accept. A test that needs a service's real answer (the weather API's JSON) still routes that
 * one URL in its context.
 *
 * It replaced a catch-all `context.route` (tests/support/browser.ts, stubInternet until 8 Dec
 * 2026): any route makes Playwright intercept every request of the context and turn its HTTP
 * cache off, which cost 9-17 % more CPU on the same 20 page views (this 2-core box, 8 Dec 2026).
 */
export const STUB_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** What a third party answers here, by its URL. */
export function stubReply(url: URL): { contentType: string; body: Buffer | string } {
  if (/\.(png|jpe?g|webp|gif)$/i.test(url.pathname) || /(^|\.)ytimg\.com$/.test(url.hostname)) return { contentType: 'image/png', body: STUB_PNG };
  if (/elfsight/.test(url.hostname) && /\.js$/.test(url.pathname)) return { contentType: 'text/javascript', body: '' };
  return { contentType: 'text/html', body: '<!doctype html><title>stub</title>' };
}

/** Chromium's flags that send every other host to the stub on `port`. */
export function internetStubArgs(port: number): string[] {
  return [`--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1, EXCLUDE localhost`, '--ignore-certificate-errors'];
}

/** A self-signed certificate for the stub's https, made once per machine with openssl. */
function certificate(): { key: Buffer; cert: Buffer } | undefined {
  const dir = path.join(os.tmpdir(), 'canopy-internet-stub');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    if (!fs.existsSync(cert)) {
      fs.mkdirSync(dir, { recursive: true });
      const tmp = fs.mkdtempSync(path.join(dir, 'new-'));
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=internet-stub', '-keyout', path.join(tmp, 'key.pem'), '-out', path.join(tmp, 'cert.pem')], { stdio: 'ignore' });
      // Renamed into place, so another worker never reads half a pair.
      fs.renameSync(path.join(tmp, 'key.pem'), key);
      fs.renameSync(path.join(tmp, 'cert.pem'), cert);
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } catch {
    return undefined;
  }
}

const running = new Map<number, Promise<number | undefined>>();

/**
 * Starts the stub on 127.0.0.1:`port` once in this process (it is never closed and keeps no
 * process alive) and resolves with the port it listens on; undefined when it cannot answer https
 * (no openssl): the caller then stubs the context's requests itself.
 */
export function startInternetStub(port: number): Promise<number | undefined> {
  let started = running.get(port);
  if (!started) {
    started = (async () => {
      const tls = certificate();
      if (!tls) return undefined;
      const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
        const { contentType, body } = stubReply(new URL(req.url ?? '/', `https://${req.headers.host ?? 'stub'}`));
        res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      const plain = http.createServer(answer);
      const secure = https.createServer(tls, answer);
      // One port for both: a TLS handshake starts with byte 0x16.
      const server = net.createServer((socket) => {
        socket.once('data', (first) => {
          socket.pause();
          socket.unshift(first);
          (first[0] === 0x16 ? secure : plain).emit('connection', socket);
          process.nextTick(() => socket.resume());
        });
        socket.on('error', () => socket.destroy());
      });
      await listenOn(server as unknown as http.Server, port);
      server.unref();
      return (server.address() as net.AddressInfo).port;
    })().catch(() => undefined);
    running.set(port, started);
  }
  return started;
}
