import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, LIGHTHOUSE_PHONE, PHONE, photosBeforeLargestPaint, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, pageJsonInBrowser, PORTS } from '../support/build';
import { startStaticServer, type StaticServer } from '../support/static-server';

/**
 * Gallery, landing gallery, videos and reviews on the embedded demo (no data service
 * configured), in Chromium, with the internet stubbed: nothing from YouTube or Elfsight may
 * load before the visitor clicks or scrolls to it.
 */
let browser: Browser;
let server: StaticServer;

const REMOTE_MEDIA = /youtube\.com|youtube-nocookie\.com|elfsight\.com/;

beforeAll(async () => {
  const dir = await buildSite({ VITE_SITE_URL: LOCAL(PORTS.app) });
  server = await startStaticServer(dir, '/', PORTS.app);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Requests to YouTube (not thumbnails) and Elfsight, in order. */
  remote: string[];
  logs: string[];
}

async function open(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Session> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await stubInternet(context);
  const page = await context.newPage();
  const { errors } = watchErrors(page);
  const remote: string[] = [];
  const logs: string[] = [];
  page.on('request', (r) => {
    if (REMOTE_MEDIA.test(r.url())) remote.push(r.url());
  });
  page.on('console', (m) => logs.push(m.text()));
  await page.goto(server.origin + path);
  await waitForApp(page);
  return { context, page, errors, remote, logs };
}

const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
/** The viewer's live counter (entry/early-viewer.ts). */
const counter = (page: Page) => page.locator('dialog[data-early-viewer] [aria-live]').textContent();

describe('gallery', () => {
  it('shows before/after sliders that move with the keyboard, and one gallery per landing with its name', async () => {
    const { context, page, errors } = await open('/gallery');
    await expect(page.locator('h1').textContent()).resolves.toBe('Recent Projects');
    const sliders = page.getByRole('slider');
    expect(await sliders.count()).toBe(3);
    const first = sliders.first();
    expect(await first.getAttribute('aria-label')).toMatch(/Before and after comparison 1/);
    await first.focus();
    const clipBefore = await page.getByTestId('before-layer').first().evaluate((el) => (el as HTMLElement).style.clipPath);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(Number(await first.inputValue())).toBeGreaterThan(50);
    await page.keyboard.press('Home');
    expect(await first.inputValue()).toBe('0');
    const clipAfter = await page.getByTestId('before-layer').first().evaluate((el) => (el as HTMLElement).style.clipPath);
    expect(clipAfter).not.toBe(clipBefore);
    expect(clipAfter).toBe('inset(0px 100% 0px 0px)');

    for (const name of ['Tree Removal', 'Stump Grinding', 'Garden Design']) {
      const link = page.getByRole('heading', { level: 2, name }).getByRole('link');
      expect(await link.getAttribute('href')).toBe(`/gallery/${name.replace(' ', '-').toLowerCase()}`);
    }
    // Each landing gallery has its own set of "Open image n of 5" buttons.
    expect(await page.getByRole('button', { name: 'Open image 1 of 5' }).count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the viewer opens at the clicked image, wraps both ways, closes on Escape and restores focus', async () => {
    const { context, page, errors } = await open('/gallery', PHONE);
    const thumb = page.getByRole('button', { name: 'Open image 2 of 5' }).first();
    await thumb.scrollIntoViewIfNeeded();
    await thumb.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await counter(page)).toBe('Image 2 of 5');
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe('Image 1 of 5');
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe('Image 5 of 5');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('Image 1 of 5');
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeLabel(page)).toBe('Open image 2 of 5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reached by a link tapped on a page where the app runs, a gallery is a page of its own, and its photo opens the same viewer, once', async () => {
    const { context, page, errors } = await open('/about');
    await page.evaluate(() => ((window as unknown as { __samePage: number }).__samePage = 1));
    await page.locator('a[href="/gallery"]:visible').first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Recent Projects');
    // The browser's navigation, as before the app runs (decision 0020): the app draws no other page in this one.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: number }).__samePage ?? null), 'a page of its own').toBeNull();
    const thumb = page.getByRole('button', { name: 'Open image 3 of 5' }).first();
    await thumb.scrollIntoViewIfNeeded();
    await thumb.click();
    await page.locator('dialog[data-early-viewer][open]').waitFor();
    expect(await counter(page)).toBe('Image 3 of 5');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.locator('dialog[data-early-viewer]').waitFor({ state: 'detached' });
    expect(await activeLabel(page)).toBe('Open image 3 of 5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a landing page shows "our recent projects of:" and its name; an unknown one shows not-found', async () => {
    const { context, page, errors } = await open('/gallery/garden-design');
    const banner = page.locator('section').filter({ has: page.locator('h1') }).first();
    expect(await banner.textContent()).toContain('our recent projects of:Garden Design');
    await expect(page.locator('h1').textContent()).resolves.toBe('Garden Design');
    expect(await page.getByRole('button', { name: /^Open image \d of 5$/ }).count()).toBe(5);
    expect(await page.title()).toMatch(/^Garden Design \|/);
    expect(errors).toEqual([]);
    await context.close();

    const unknown = await open('/gallery/no-such-landing');
    await unknown.page.getByRole('link', { name: 'Return to home' }).waitFor();
    expect(await unknown.page.getByText('our recent projects of:').count()).toBe(0);
    await unknown.page.waitForTimeout(200);
    expect(unknown.logs.filter((l) => l === 'Servicio no encontrado')).toHaveLength(1);
    await unknown.context.close();
  });

  /** Lighthouse's phone (412 px at 1.75x), every photo answered 400 ms late. */
  async function phoneWithSlowPhotos(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, serviceWorkers: 'block' });
    await stubInternet(context);
    await context.route(/\/img\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const page = await context.newPage();
    return { context, page, errors: watchErrors(page).errors };
  }

  it('requests no photo below the first screen before the largest paint', async () => {
    // Lighthouse's phone (412 px at 1.75x, the network unclassified: lazy loading looks far
    // ahead), and photos slower than the page: its text paints well before its first photo.
    const { context, page, errors } = await phoneWithSlowPhotos();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    await page.goto(`${server.origin}/gallery`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-first-paint'));
    const below = async () => {
      const { lcp, photos } = await photosBeforeLargestPaint(page, () =>
        [...document.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().top >= innerHeight && img.currentSrc).map((img) => img.currentSrc),
      );
      return { requested: photos.length, early: photos.filter((p) => p.at < lcp).map((p) => `${new URL(p.src).pathname} at ${p.at} ms`) };
    };
    // The blocks just below the first screen still load ahead of the visitor, once it has painted.
    await expect.poll(async () => (await below()).requested, { timeout: 10_000 }).toBeGreaterThan(2);
    const { early } = await below();
    expect(early).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the styles and icons of what is below the first screen after it has painted, in time for the visitor', async () => {
    // The prerender inlines only the first screen's styles; the rest is a stylesheet the page
    // adds once it has painted. The footer's social icons (CSS images) wait for it too.
    const { context, page, errors } = await phoneWithSlowPhotos();
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-first-paint'));
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href*="below-fold-"]');
      const started = (match: (url: string) => boolean) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => match(new URL(e.name).pathname))
          .map((e) => e.startTime);
      return {
        fcp,
        sheetRules: link?.sheet?.cssRules.length ?? 0,
        sheetAt: started((p) => /\/below-fold-[0-9a-f]+\.css$/.test(p)),
        iconsAt: started((p) => p.includes('/icons/brands/')),
      };
    });
    expect(timing.sheetRules).toBeGreaterThan(20);
    expect(timing.sheetAt).toHaveLength(1);
    expect(timing.sheetAt[0]).toBeGreaterThan(timing.fcp);
    expect(timing.iconsAt.filter((at) => at < timing.fcp)).toEqual([]);
    // Scrolled to, a button there has its colours at once: no fade from the browser's defaults
    // (it may have been styled before its styles came; transitions wait for the block's render).
    const button = page.locator('main [data-below-fold] .MuiButtonBase-root').first();
    await button.scrollIntoViewIfNeeded();
    expect(await button.evaluate((b) => [getComputedStyle(b).color === 'rgb(0, 0, 238)', b.getAnimations().length])).toEqual([false, 0]);
    // Scrolled to, the footer is laid out by those styles (its columns are a grid) with its icons.
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.evaluate((f) => getComputedStyle(f.firstElementChild!).display)).toBe('grid');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/icons/brands/')).length)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches the photos far below the first screen only when the visitor scrolls near them', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await stubInternet(context);
    const page = await context.newPage();
    const { errors } = watchErrors(page);
    // Network emulation switched on but unthrottled, as Lighthouse does: Chromium then cannot
    // tell the connection type, and native lazy loading alone fetches ~3000 px ahead.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    const photos: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') photos.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.origin}/gallery`);
    await waitForApp(page);
    await page.waitForTimeout(500);
    const early = [...photos];
    // The demo's photos are served as the build's variants (/img/<hash>-<width>.<ext>): the
    // page's image map says which variants stand for which original.
    const map = (await page.evaluate(pageJsonInBrowser, 'canopy-images')) as Record<string, { f: string }>;
    const stems = (name: string) => Object.entries(map).filter(([url]) => url.includes(name)).map(([, e]) => e.f);
    const firstPair = stems('ba-1-after');
    const farStems = stems('landing-garden-design-');
    expect(firstPair.length).toBe(1);
    expect(farStems.length).toBe(5);
    // The first before/after pair (the largest paint) is there at once...
    expect(early.some((p) => firstPair.some((f) => p.startsWith(`${f}-`)))).toBe(true);
    // ...the last landing gallery (some 3000 px down on a phone) is not.
    const far = (p: string) => farStems.some((f) => p.startsWith(`${f}-`));
    expect(early.filter(far)).toEqual([]);

    // Scrolling down brings each section in, with its photos loaded (none left blank).
    for (let y = 0; y < 6000; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(60);
    }
    const lastGallery = page.getByRole('region', { name: 'Garden Design' });
    await lastGallery.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (farPaths) => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>('section img')].filter((i) => farPaths.some((f) => new URL(i.currentSrc || i.src, location.href).pathname.startsWith(`${f}-`)));
        return imgs.length === 5 && imgs.every((i) => i.complete && i.naturalWidth > 0);
      },
      farStems,
      { timeout: 10_000 },
    );
    expect(new Set(photos.filter(far).map((p) => p.replace(/-\d+\.(avif|webp)$/, ''))).size).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('videos', () => {
  it('shows thumbnails only; a click opens the privacy-enhanced player, closing removes it', async () => {
    const { context, page, errors, remote } = await open('/our-videos', PHONE);
    const buttons = page.getByRole('button', { name: /^Play video \d$/ });
    expect(await buttons.count()).toBe(4);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('img[src*="i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg"]').count()).toBe(1);
    expect(await page.getByRole('link', { name: /Visit our channel/ }).getAttribute('target')).toBe('_blank');
    // Scroll through the page: still nothing from YouTube but thumbnails.
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    expect(remote).toEqual([]);

    await page.getByRole('button', { name: 'Play video 2' }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1');
    expect(await frame.getAttribute('title')).toBeTruthy();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await activeLabel(page)).toBe('Play video 2');
    expect(remote.every((u) => u.startsWith('https://www.youtube-nocookie.com/embed/eRsGyueVLvQ'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('reviews', () => {
  it('renders the banner, the summary and the widget container; the widget script loads only once in view', async () => {
    const { context, page, errors, remote } = await open('/reviews', { width: 1280, height: 300 });
    await expect(page.locator('h1').textContent()).resolves.toBe('What Our Neighbors Say');
    const widget = page.locator('[class^="elfsight-app-"]');
    expect(await widget.getAttribute('data-elfsight-app-lazy')).toBe('');
    await page.waitForTimeout(300);
    expect(remote).toEqual([]);
    await widget.scrollIntoViewIfNeeded();
    await expect.poll(() => remote).toEqual(['https://static.elfsight.com/platform/platform.js']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('other pages never load the widget script', async () => {
    const { context, page, remote } = await open('/gallery');
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(remote).toEqual([]);
    await context.close();
  });
});
