/**
 * `npm run bench:photos`: how long the form takes to make a 12 MP phone photo small (4032x3024,
 * ~3 MB, EXIF orientation and GPS: tests/support/phone-photo.ts) at 4x CPU slowdown, the goal
 * being 1.5 s (docs/relay-contract.md § Photos).
 *
 * The form's own photo code (src/features/lead-form/photos/shrink-photo.ts) is built alone with
 * Vite into .tmp/bench-photos/ and run in Chromium (a 390 px phone, DevTools CPU throttling) two
 * ways, 5 runs each, after one run to warm up:
 * - `worker`: as the form runs it, in a Worker with an OffscreenCanvas. DevTools throttles the
 *   page's main thread, so this number is the worker at the machine's own speed;
 * - `main thread`: the same steps on the page's throttled main thread (what a browser without
 *   OffscreenCanvas in workers does), the slower bound.
 *
 *   npm run bench:photos                 # 4x
 *   npm run bench:photos -- --rate 6
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { launchOptions } from '../tests/support/browser';
import { writePhonePhoto } from '../tests/support/phone-photo';
import { startStaticServer } from '../tests/support/static-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, '.tmp', 'bench-photos');
const RUNS = 5;
const GOAL_MS = 1500;

/** A page that offers the form's photo code to the benchmark, both ways. */
async function buildHarness(): Promise<string> {
  const src = path.join(DIR, 'src');
  fs.mkdirSync(src, { recursive: true });
  const photos = path.join(ROOT, 'src/features/lead-form/photos');
  fs.writeFileSync(
    path.join(src, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>photos</title><script type="module">
import { shrinkPhoto } from ${JSON.stringify(path.join(photos, 'shrink-photo.ts'))};
import { offscreenSurface, shrink } from ${JSON.stringify(path.join(photos, 'encode.ts'))};
window.bench = { worker: shrinkPhoto, main: (f) => shrink(f, offscreenSurface) };
</script>`,
  );
  const out = path.join(DIR, 'site');
  await build({ root: src, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const rate = Number(process.argv[process.argv.indexOf('--rate') + 1] || 4) || 4;
  const site = await buildHarness();
  await writePhonePhoto(path.join(site, 'phone.jpg'));
  const server = await startStaticServer(site);
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => 'bench' in window);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    console.info(`A 4032x3024 phone photo (${(fs.statSync(path.join(site, 'phone.jpg')).size / 1e6).toFixed(1)} MB) made small at ${rate}x CPU, ${RUNS} runs:`);
    for (const way of ['worker', 'main'] as const) {
      const times: number[] = [];
      let out = { size: 0, width: 0, height: 0 };
      for (let i = 0; i <= RUNS; i++) {
        const r = await page.evaluate(async (way) => {
          const file = await (await fetch('/phone.jpg', { cache: 'force-cache' })).blob();
          const t = performance.now();
          const blob = await (window as unknown as { bench: Record<string, (f: Blob) => Promise<Blob>> }).bench[way]!(file);
          const ms = performance.now() - t;
          const bmp = await createImageBitmap(blob);
          return { ms, size: blob.size, width: bmp.width, height: bmp.height };
        }, way);
        // The first run warms up (the worker's start, the decoder).
        if (i > 0) times.push(r.ms);
        out = r;
      }
      const label = way === 'worker' ? 'worker (not throttled)' : `main thread (${rate}x)`;
      console.info(`  ${label.padEnd(24)} median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms -> ${out.width}x${out.height}, ${(out.size / 1024).toFixed(0)} KB (goal ${GOAL_MS} ms)`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
