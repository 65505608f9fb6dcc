/**
 * `npm run bench:tap`: how long a visitor's first touch waits for its answer on a
 * prerendered page, on a big tenant (tests/support/big-tenant.ts: 20 services, a landing per
 * service, open/closed and tap counts on, its owner's phone photos).
 *
 * For each interaction and CPU slowdown (DevTools CPU throttling 4x and 6x), 5 runs, each in a
 * fresh browser context (no worker, no storage: a first visit) on a 390 px phone with touch:
 * the page is opened, its cover lifted and its network idle, then the slowdown is switched on and
 * the page left idle for a moment; a probe in the page notes the `pointerdown` (or `keydown`)
 * `event.timeStamp` and checks, once a frame (`requestAnimationFrame`, and at once on every DOM
 * change), whether the answer is on screen; the time is taken after that frame (a message posted
 * from its `requestAnimationFrame`, which runs once the frame has been produced). The table shows
 * the median and the slowest of the 5 runs, in ms from the touch to that frame (a run whose answer
 * has not shown 20 s after the touch counts as unanswered: a drag made before the app runs is lost).
 *
 *   npm run bench:tap                                # build the tenant, 5 runs each, 4x and 6x
 *   npm run bench:tap -- --runs 3 --rates 4 --only menu,card
 *   npm run bench:tap -- --dir .tmp/bench-tap/site   # reuse a build of this tenant
 *   npm run bench:tap -- --build-only                # build it into .tmp/bench-tap/site, no runs
 *
 * The touch is Chromium's touch emulation (`touchstart` + `touchend`, 0 ms apart), so the time
 * includes the click the browser makes from it. Ports: CANOPY_PORT_BASE (default 47810) + 11..15.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { bigTenantRecord, BIG_TENANT_ID } from '../tests/support/big-tenant';
import { launchOptions, stubInternet } from '../tests/support/browser';
import { FakeService } from '../tests/support/fake-service';
import { makePhotoBucket } from '../tests/support/photo-tenant';
import { startStaticServer } from '../tests/support/static-server';
import { serviceSlug } from '../src/site-data/selectors';
import { runBuild } from './run-build';
import { serveDist } from './serve-dist';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE = Number(process.env.CANOPY_PORT_BASE ?? 47810);
const PORTS = { app: BASE + 11, data: BASE + 12, bucket: BASE + 13, events: BASE + 14, counter: BASE + 15 } as const;
const local = (port: number) => `http://127.0.0.1:${port}`;
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
/** The limit the issue sets for the median; every run should be within twice that. */
export const LIMIT_MS = 100;

/** What the probe checks in the page: an expression over `document` that is true once the answer shows. */
interface Interaction {
  id: string;
  name: string;
  route: string;
  /** Before the touch (the page is loaded and idle): e.g. wait for the home popup. */
  ready?: (page: Page) => Promise<void>;
  /** A CSS selector of what is touched. */
  target: string;
  /** `tap` (default), `drag` (touch, then a move of 60 px to the left) or `type` (tap, then one key). */
  gesture?: 'tap' | 'drag' | 'type';
  /** Runs in the page once a frame after the touch: true once the answer is on screen. */
  answered: string;
}

/** In the page: whether an element is drawn somewhere in the viewport (not hidden, not transparent, not off-screen). */
const SHOWN = `(el) => {
  if (!el || !el.isConnected || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.left < innerWidth - 1 && r.right > 1 && r.top < innerHeight && r.bottom > 0;
}`;

/** A viewer with its photo shown. */
const VIEWER_OPEN = `[...document.querySelectorAll('[role="dialog"], dialog:is([open], :popover-open)')].some((d) => SHOWN(d) && d.querySelector('img'))`;

export const INTERACTIONS: Interaction[] = [
  {
    id: 'menu',
    name: 'phone menu -> menu open (/services)',
    route: '/services',
    target: 'header button[aria-label="Open menu"]',
    // The menu's navigation list, any part of it drawn inside the viewport (it slides in from the right).
    answered: `[...document.querySelectorAll('[data-menu-drawer] nav')].some(SHOWN)`,
  },
  {
    id: 'card',
    name: 'card: Rotate -> other face (/digitalcard)',
    route: '/digitalcard',
    target: 'button[aria-controls="digital-card"]',
    // The card has visibly begun to turn (its transform is no longer the one it had at rest).
    answered: `(() => { const c = document.querySelector('#digital-card > *'); return !!c && getComputedStyle(c).transform !== (window.__restTransform ?? 'none'); })()`,
  },
  {
    id: 'gallery',
    name: '/gallery: a photo -> viewer open',
    route: '/gallery',
    target: 'main ul li button',
    answered: VIEWER_OPEN,
  },
  // Scrolled into view by the bench (a programmatic scroll: no act) before the touch.
  { id: 'gallery-far', name: '/gallery: a photo further down (3rd gallery, 5th photo) -> viewer open', route: '/gallery', target: 'main ul[data-viewer] >> nth=2 >> li:nth-child(5) button', answered: VIEWER_OPEN },
  {
    id: 'popup',
    name: 'home: estimate popup close -> closed',
    route: '/',
    ready: async (page) => {
      await page.waitForSelector('dialog[data-popup="estimate"][open]', { timeout: 20_000 });
    },
    target: 'dialog[data-popup="estimate"][open] [data-dialog-close]',
    answered: `!document.querySelector('dialog[data-popup="estimate"][open]') || !SHOWN(document.querySelector('dialog[data-popup="estimate"]'))`,
  },
  {
    id: 'widget',
    name: 'floating widgets: open button -> their buttons (/services)',
    route: '/services',
    target: '[data-testid="widgets-toggle"]',
    answered: `[...document.querySelectorAll('[data-testid="floating-widgets"] [data-testid^="widget-"]')].some(SHOWN)`,
  },
  {
    id: 'video',
    name: "videos: a video's Play -> player open (/our-videos)",
    route: '/our-videos',
    target: 'main ul li button',
    // The player shown: the entry's (its video's frame comes a frame later) or the app's.
    answered: `[...document.querySelectorAll('[role="dialog"], dialog:is([open], :popover-open)')].some((d) => SHOWN(d) && (d.matches('[data-early-video-view]') || d.querySelector('iframe')))`,
  },
  {
    id: 'slider',
    name: 'before/after slider -> first drag moves it (/gallery)',
    route: '/gallery',
    target: 'main input[type="range"]',
    gesture: 'drag',
    answered: `(() => { const s = document.querySelector('main input[type="range"]'); return !!s && s.value !== window.__restValue; })()`,
  },
  {
    id: 'type',
    name: 'contact form: first key -> letter shown (/contact)',
    route: '/contact',
    target: 'form input[name]:not([type="hidden"])',
    gesture: 'type',
    answered: `(() => { const i = document.activeElement; return !!i && 'value' in i && i.value.includes('A'); })()`,
  },
];

/**
 * The probe, as page source: functions handed to `page.evaluate` from this file would be
 * compiled by tsx with helpers (`__name`) the page does not have.
 */
const PROBE = (answered: string, startOn: string) => `(() => {
  const SHOWN = ${SHOWN};
  const card = document.querySelector('#digital-card > *');
  window.__restTransform = card ? getComputedStyle(card).transform : 'none';
  window.__restValue = document.querySelector('main input[type="range"]')?.value ?? null;
  const check = () => ${answered};
  window.__tap = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no answer within 20 s')), 20000);
    addEventListener(${JSON.stringify(startOn)}, (event) => {
      const t0 = event.timeStamp;
      let done = false;
      // A message posted from requestAnimationFrame arrives once that frame has been produced.
      const afterFrame = () => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now() - t0);
        ch.port2.postMessage(0);
      };
      const frame = () => {
        if (done) return;
        let ok = false;
        try { ok = check(); } catch (err) { done = true; reject(err); return; }
        if (ok) { done = true; afterFrame(); } else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  });
})()`;

/** Installs the probe: `window.__tap` resolves with ms from the first pointerdown/keydown to the frame after the answer. */
async function installProbe(page: Page, answered: string, startOn: 'pointerdown' | 'keydown'): Promise<void> {
  await page.evaluate(PROBE(answered, startOn));
}

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The cover has lifted (site-data/early-record.ts) and the after-paint styles are in (src/main.tsx).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-cover-done') && document.documentElement.hasAttribute('data-first-paint'), undefined, { timeout: 30_000 });
  // The photos below the first screen may still be arriving on a busy machine: a few seconds at most.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // Idle: two idle periods in a row.
  await page.evaluate('new Promise((r) => requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 2000 }), { timeout: 2000 }))');
}

async function runOnce(browser: Browser, origin: string, it: Interaction, rate: number): Promise<number> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await stubInternet(context);
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log(`  [page] ${m.text()}`));
  try {
    await page.goto(`${origin}${it.route}`);
    await settle(page);
    await it.ready?.(page);
    const target = page.locator(it.target).first();
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${it.id}: ${it.target} is not on screen`);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate('new Promise((r) => requestIdleCallback(() => r(), { timeout: 1000 }))');
    await installProbe(page, it.answered, it.gesture === 'type' ? 'keydown' : 'pointerdown');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (it.gesture === 'drag') {
      const point = (px: number) => [{ x: px, y, id: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x) });
      for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x - i * 10) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.touchscreen.tap(x, y);
      if (it.gesture === 'type') await page.keyboard.type('A');
    }
    const ms = (await page.evaluate('window.__tap')) as number;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return ms;
  } finally {
    await context.close();
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

export const arg = (argv: string[], name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);

/** A whole build of the big tenant into `.tmp/<bench>/site` (bench:next builds its own the same way). */
export async function buildTenant(env: Record<string, string>, bench = 'bench-tap'): Promise<string> {
  const outDir = path.join(ROOT, '.tmp', bench, 'site');
  fs.rmSync(outDir, { recursive: true, force: true });
  console.log(`[${bench}] building the big tenant into ${path.relative(ROOT, outDir)}`);
  // A whole build, not a shared shell: another checkout's build of other code may remove a shell while this one copies it.
  const { code, output } = await runBuild(env, outDir);
  if (code !== 0) throw new Error(`build failed (${code}):\n${output}`);
  return outDir;
}

/** The big tenant's services on 127.0.0.1 (record, relay, tap counts, visits, photos) and its build settings. */
export async function startTenantServices() {
  const record = bigTenantRecord(local(PORTS.bucket), { relay: `${local(PORTS.data)}/relay` });
  const data = await new FakeService().listen(PORTS.data);
  data.on(`/paginas/${BIG_TENANT_ID}`, { body: record }).on('/relay', { body: { ok: true } });
  const events = (await new FakeService().listen(PORTS.events)).on('/events', { status: 204, raw: '' });
  const counter = (await new FakeService().listen(PORTS.counter)).on('/visits', { body: { count: 1234 } });
  const bucket = await startStaticServer(await makePhotoBucket(), '/img/', PORTS.bucket);
  const env = {
    VITE_SITE_DATA_URL: data.origin,
    IMAGE_TRUSTED_ORIGINS: bucket.origin,
    VITE_PAGE_ID: BIG_TENANT_ID,
    VITE_SITE_URL: local(PORTS.app),
    VITE_TIME_ZONE: 'America/Chicago',
    VITE_EVENTS_URL: `${events.origin}/events`,
    VITE_VISITS_URL: `${counter.origin}/visits`,
  };
  return { record, env, close: () => Promise.all([data.close(), events.close(), counter.close(), bucket.close()]) };
}

async function main(argv: string[]): Promise<void> {
  const runs = Number(arg(argv, '--runs') ?? 5);
  const rates = (arg(argv, '--rates') ?? '4,6').split(',').map(Number);
  const only = arg(argv, '--only')?.split(',');
  const { record, env, close } = await startTenantServices();
  let server: Awaited<ReturnType<typeof serveDist>> | undefined;
  let browser: Browser | undefined;
  try {
    const dir = arg(argv, '--dir') ?? (await buildTenant(env));
    if (argv.includes('--build-only')) return;
    server = await serveDist(dir, { port: PORTS.app });
    browser = await chromium.launch(launchOptions());
    const chosen = INTERACTIONS.filter((it) => !only || only.includes(it.id));
    const rows: string[][] = [];
    for (const it of chosen) {
      const row = [it.name];
      for (const rate of rates) {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const ms = await runOnce(browser, local(PORTS.app), it, rate).catch((err: unknown) => void console.warn(`[bench:tap] ${it.id} at ${rate}x: ${(err as Error).message.split('\n')[0]}`));
          if (ms !== undefined) times.push(ms);
        }
        console.log(`[bench:tap] ${it.id} ${rate}x: ${times.map((t) => Math.round(t)).join(', ')} ms`);
        row.push(times.length ? `${Math.round(median(times))} (max ${Math.round(Math.max(...times))})${times.length < runs ? ` [${runs - times.length} of ${runs} unanswered in 20 s]` : ''}` : 'no answer in 20 s');
      }
      rows.push(row);
    }
    const head = ['first touch -> answer on screen', ...rates.map((r) => `${r}x CPU: median (slowest) ms`)];
    console.log(`\n${runs} runs each, ${new Date().toISOString().slice(0, 10)}; services page: /${serviceSlug(record.dbServices[0]!.name)}`);
    console.log(`| ${head.join(' | ')} |\n|:--|${rates.map(() => '--:').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await browser?.close();
    await server?.close();
    await close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
