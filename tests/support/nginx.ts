import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build';

/** Debian's nginx (installed by .ci/run when missing); NGINX_PATH overrides. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf');
const DEPLOY_ROOT = '/var/www/canopy';

export interface NginxServer {
  origin: string;
  port: number;
  /** The generated configuration (for failure messages). */
  config: string;
  close(): Promise<void>;
}

/**
 * The server block of deploy/nginx.conf with the build folder as root and 127.0.0.1:<port> as
 * its address; everything else (cache rules, 404 page, security include) exactly as shipped.
 */
export function serverBlock(siteDir: string, port: number): string {
  const text = fs.readFileSync(TEMPLATE, 'utf8');
  if (!text.includes(DEPLOY_ROOT) || !/^\s*listen 80;/m.test(text)) throw new Error('deploy/nginx.conf: expected root /var/www/canopy and listen 80');
  return text
    .replaceAll(DEPLOY_ROOT, path.resolve(siteDir))
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '');
}

/** A main nginx.conf around the server block: foreground-friendly, all state in `dir`. */
function mainConfig(dir: string, server: string): string {
  const tmp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${tmp('client_body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
${server}
}
`;
}

function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode}):\n${output()}`));
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.destroy();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}:\n${output()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts Debian's nginx in the foreground as a child process serving `siteDir` on 127.0.0.1:`port`. */
export async function startNginx(siteDir: string, port: number): Promise<NginxServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-nginx-'));
  const config = mainConfig(dir, serverBlock(siteDir, port));
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, config);
  let output = '';
  const check = spawn(NGINX_PATH, ['-t', '-p', dir, '-c', confFile, '-g', `pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`], { stdio: ['ignore', 'pipe', 'pipe'] });
  check.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const ok = await new Promise<boolean>((resolve) => check.on('close', (code) => resolve(code === 0)));
  if (!ok) throw new Error(`nginx -t failed:\n${output}\n--- config ---\n${config}`);
  output = '';
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', confFile, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  await waitForPort(port, child, () => output);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    config,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
