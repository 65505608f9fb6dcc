import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, stubInternet } from './browser';
import { buildSite, LOCAL, PORTS, ROOT } from './build';
import { startStaticServer, type StaticServer } from './static-server';

/** Where the card suites serve the demo build: also its public address (`VITE_SITE_URL`). */
export const CARD_ORIGIN = LOCAL(PORTS.app);

/** The demo tenant's record, as the build reads it. */
export const DEMO = JSON.parse(fs.readFileSync(path.join(ROOT, 'public', 'demo-api', 'paginas', 'demo'), 'utf8')) as {
  dbPrincipal: { name: string; phones: { phone: string }[]; emails: { email: string }[] };
};

/** A QR code read from a picture (a screenshot or a download), as a phone's camera reads it. */
export async function decodeQr(png: Buffer): Promise<{ text?: string; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const text = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  return { text, width: info.width, height: info.height };
}

export interface CardSuite {
  /**
   * A fresh browser context, closed after the test, with the internet we do not own stubbed
   * (`stub` false: as is, for a page that is not ours, such as a mail app's view).
   */
  newContext(options: Parameters<Browser['newContext']>[0], stub?: boolean): Promise<BrowserContext>;
}

/**
 * The card's browser suites: the demo tenant's production build served at CARD_ORIGIN, one
 * browser for the file, one context per test, screenshots kept in `shots`.
 */
export function cardSuite(shots: string): CardSuite {
  let app: StaticServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const dir = await buildSite({ VITE_SITE_URL: CARD_ORIGIN });
    app = await startStaticServer(dir, '/', PORTS.app);
    browser = await launchBrowser();
    fs.mkdirSync(shots, { recursive: true });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    async newContext(options, stub = true) {
      const context = await browser!.newContext(options);
      contexts.push(context);
      if (stub) await stubInternet(context);
      return context;
    },
  };
}
