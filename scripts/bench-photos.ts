/**
 * `npm run bench:photos`: how long the form takes to make a 12 MP phone photo small (4032x3024,
 * ~3 MB, EXIF orientation and GPS: tests/support/phone-photo.ts) at 4x CPU slowdown, the goal
 * being 1.5 s (docs/relay-contract.md § Photos).
 *
 * The form's own photo code (src/features/lead-form/photos/shrink-photo.ts) is built alone with
 * Vite into .tmp/bench-photos/ and run in Chromium (a 390 px phone, DevTools CPU throttling) two
 * ways, 5 runs each, after one run to warm up:
 * - `worker`: as the form runs it, in a Worker with an OffscreenCanvas;
 * - `page thread`: the same steps on the page's throttled main thread: what the form does where the
 *   worker cannot run (no OffscreenCanvas in workers, its file refused), and the honest 4x number.
 * DevTools' throttling slows the page's main thread, not a dedicated worker (CDP's
 * Emulation.setCPUThrottlingRate applies to the page's target). The bench checks that first, by
 * timing one loop of arithmetic in a worker and on the page, unthrottled and throttled, and says
 * what it found: a worker it did not slow is timed at the machine's own speed.
 *
 *   npm run bench:photos                 # 4x
 *   npm run bench:photos -- --rate 6
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
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
// The same arithmetic on the page and in a dedicated worker: how much the throttling slows each.
function spin() { const t = performance.now(); let x = 0; for (let i = 0; i < 2e7; i++) x += Math.sqrt(i); return x > 0 ? performance.now() - t : -1; }
const spinner = new Worker(URL.createObjectURL(new Blob(['onmessage = () => postMessage((' + spin.toString() + ')());'], { type: 'text/javascript' })));
window.spin = { page: async () => spin(), worker: () => new Promise((r) => { spinner.onmessage = (e) => r(e.data); spinner.postMessage(0); }) };
</script>`,
  );
  const out = path.join(DIR, 'site');
  await build({ root: src, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Way = 'worker' | 'main';

/** How many times slower the throttling makes the page's thread and a dedicated worker (medians of 3 loops each). */
async function slowdowns(page: Page, cdp: CDPSession, rate: number): Promise<Record<'page' | 'worker', number>> {
  const time = async (where: 'page' | 'worker') => {
    const xs: number[] = [];
    for (let i = 0; i < 3; i++) xs.push(await page.evaluate((w) => (window as unknown as { spin: Record<string, () => Promise<number>> }).spin[w]!(), where));
    return median(xs);
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const base = { page: await time('page'), worker: await time('worker') };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page: (await time('page')) / base.page, worker: (await time('worker')) / base.worker };
}

/** One way's runs: the first warms up (the worker's start, the decoder); the others are timed. */
async function timeWay(page: Page, way: Way): Promise<{ times: number[]; out: { size: number; width: number; height: number } }> {
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
    if (i > 0) times.push(r.ms);
    out = r;
  }
  return { times, out };
}

async function main(): Promise<void> {
  const rate = Number(process.argv[process.argv.indexOf('--rate') + 1] || 4) || 4;
  const site = await buildHarness();
  await writePhonePhoto(path.join(site, 'phone.jpg'));
  const server = await startStaticServer(site);
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // A harness that fails in the page (an error in the worker's loop) stops the bench, not hangs it.
    page.on('pageerror', (err) => console.error('the harness failed:', err));
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => 'bench' in window && 'spin' in window);
    const cdp = await page.context().newCDPSession(page);
    const slow = await slowdowns(page, cdp, rate);
    // Under half the rate: the throttling did not reach the worker.
    const workerThrottled = slow.worker >= rate / 2;
    console.info(`DevTools' ${rate}x CPU throttling slowed the page's thread ${slow.page.toFixed(1)}x and a dedicated worker ${slow.worker.toFixed(1)}x` + (workerThrottled ? '.' : `: it does not reach the worker, so its number is this machine's own speed; the page thread's is the ${rate}x one.`));
    console.info(`A 4032x3024 phone photo (${(fs.statSync(path.join(site, 'phone.jpg')).size / 1e6).toFixed(1)} MB) made small, ${RUNS} runs:`);
    for (const way of ['worker', 'main'] as const) {
      const { times, out } = await timeWay(page, way);
      const label = way === 'worker' ? `worker (${workerThrottled ? `${rate}x` : 'not throttled'})` : `page thread (${rate}x)`;
      const verdict = median(times) <= GOAL_MS ? 'within' : 'OVER';
      console.info(`  ${label.padEnd(24)} median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms -> ${out.width}x${out.height}, ${(out.size / 1024).toFixed(0)} KB (${verdict} the ${GOAL_MS} ms goal)`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
