// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenOn } from './listen';

describe('listenOn', () => {
  it('waits for a fixed port that is busy for a moment, then takes it', async () => {
    const holder = http.createServer();
    await listenOn(holder, 0);
    const port = (holder.address() as AddressInfo).port;
    setTimeout(() => holder.close(), 600);
    const server = http.createServer();
    await listenOn(server, port, 5000);
    expect((server.address() as AddressInfo).port).toBe(port);
    await new Promise((r) => server.close(r));
  });

  it('gives up on a port that stays busy', async () => {
    const holder = http.createServer();
    await listenOn(holder, 0);
    const port = (holder.address() as AddressInfo).port;
    await expect(listenOn(http.createServer(), port, 500)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await new Promise((r) => holder.close(r));
  });
});
