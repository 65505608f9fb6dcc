import type { Server } from 'node:http';

/**
 * Listens on 127.0.0.1:`port` (0 = any free port). Our fixed ports (CANOPY_PORT_BASE, 47810 by
 * default) lie in Linux's ephemeral range (32768-60999), so a client connection that happens to
 * use one as its local port (a build's keep-alive fetch, a browser) can hold it for a few
 * seconds: a clean CI run once failed on exactly that. A busy fixed port is tried again for up
 * to `retryMs` before giving up.
 */
export async function listenOn(server: Server, port: number, retryMs = 15_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        const fail = (err: Error) => reject(err);
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', fail);
          resolve();
        });
      });
      return;
    } catch (err) {
      const busy = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!busy || port === 0 || Date.now() - started > retryMs) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
