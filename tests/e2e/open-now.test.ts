/**
 * Open now on production builds with VITE_TIME_ZONE (America/Chicago, testEnv) and a
 * fixed clock (Playwright's page clock): the header, the contact page, the call widget, the
 * WhatsApp greeting, the digital card and the form's answer say whether the business is open
 * and when that changes, in English (tenant-a: Mon - Sat 7:00 AM - 6:00 PM, Sunday closed) and
 * Spanish (tenant-b-es as a whole site: Lunes a Viernes 8:00 AM - 5:00 PM); and the state turns at closing time
 * without a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { APP_START_ATTR, LIVE_ATTRS, OPEN_WEEK_ID } from '../../src/contract/page-marks';
import { serviceSlug } from '../../src/site-data/selectors';
import { PHONE, launchBrowser, stubInternet, waitForApp, watchErrors } from '../support/browser';
import { buildSite, LOCAL, PORTS, ROOT, testEnv } from '../support/build';
import { FakeService } from '../support/fake-service';
import { fixtureText, SPANISH_FULL_ID, spanishFullTenant } from '../support/fixtures';
import { startStaticServer, type StaticServer } from '../support/static-server';

const VARS = { BUCKET: LOCAL(PORTS.bucket), RELAY: `${LOCAL(PORTS.relay)}/relay` };
const TENANTS = ['tenant-a', SPANISH_FULL_ID] as const;
type Tenant = (typeof TENANTS)[number];

// Chicago is UTC-6 in late November 2026; 2026-11-25 is a Wednesday.
const WED_0959 = '2026-11-25T15:59:00Z';
const WED_1759 = '2026-11-25T23:59:00Z';
const FRI_1659 = '2026-11-27T22:59:00Z';
const SAT_2000 = '2026-11-29T02:00:00Z';
const MON_0900 = '2026-11-30T15:00:00Z';

const data = new FakeService();
const relay = new FakeService();
let bucket: StaticServer | undefined;
const reviews = new FakeService();
const dirs = {} as Record<Tenant, string>;
let browser: Browser;
let app: StaticServer | undefined;
let serving: Tenant | undefined;

beforeAll(async () => {
  data.on('/paginas/tenant-a', { raw: fixtureText('tenant-a', VARS) }).on(`/paginas/${SPANISH_FULL_ID}`, { body: spanishFullTenant(VARS) });
  relay.on('/relay', { body: { ok: true } });
  reviews.on('/api/reviews/tenant-a-doc', { body: [] }).on('/api/reviews/tenant-b-doc', { body: [] });
  await Promise.all([data.listen(PORTS.data), relay.listen(PORTS.relay), reviews.listen(PORTS.reviews)]);
  bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', PORTS.bucket);
  for (const id of TENANTS) dirs[id] = await buildSite(testEnv(id));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bucket?.close(), data.close(), relay.close(), reviews.close()]);
});

async function serve(tenant: Tenant): Promise<string> {
  if (serving !== tenant) {
    await app?.close();
    app = await startStaticServer(dirs[tenant], '/', PORTS.app);
    serving = tenant;
  }
  return app!.origin;
}

/** A page of `tenant` at `route`, its clock set to `time` before the first script runs. */
async function openAt(tenant: Tenant, route: string, time: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const origin = await serve(tenant);
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await stubInternet(context);
  await context.clock.install({ time: new Date(time) });
  const page = await context.newPage();
  const { errors } = watchErrors(page);
  await page.goto(`${origin}${route}`);
  await waitForApp(page);
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  return { page, context, errors };
}

const headerStatus = (page: Page) => page.locator('header [data-testid="open-now"]');
const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.trim() ?? '';

async function openWidget(page: Page, name: string) {
  const btn = page.getByRole('button', { name, exact: true });
  if (!(await btn.isVisible())) await page.getByTestId('widgets-toggle').click();
  await btn.click();
}

async function sendForm(page: Page) {
  await page.fill('#contact-name', 'Ana');
  await page.fill('#contact-lastname', 'Ruiz');
  await page.fill('#contact-email', 'ana@example.com');
  await page.fill('#contact-phone', '(512) 555-0100');
  await page.fill('#contact-message', 'New flagstone patio');
  await page.locator('[data-testid="lead-form"] button[type="submit"]').first().click();
  await page.waitForSelector('#contact-status[data-status="sent"]', { timeout: 15_000 });
  return (await page.locator('#contact-status').textContent()) ?? '';
}

describe('open now, in English', () => {
  it("before the visitor acts: the page writes the line from the build's reading of its hours, and never fetches the hours grammar", async () => {
    const origin = await serve('tenant-a');
    const grammar = (JSON.parse(fs.readFileSync(path.join(dirs['tenant-a'], '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>)['src/site-data/hours.ts']!.file;
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await stubInternet(context);
    await context.clock.install({ time: new Date(WED_0959) });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    await page.goto(`${origin}/about`);
    // Written once the page has painted and its styles are in: seconds on a loaded box.
    await expect.poll(() => headerStatus(page).textContent(), { timeout: 30_000 }).toBe('Open now · closes 6:00 PM');
    await page.waitForLoadState('networkidle');
    // The build read these hours: its week is in the page, beside the line's own hours.
    const tag = JSON.parse((await page.locator(`#${OPEN_WEEK_ID}`).textContent()) ?? '') as { hours: string };
    expect(tag.hours).toBe(await headerStatus(page).getAttribute(LIVE_ATTRS.openNow));
    expect(await page.locator('html').getAttribute(APP_START_ATTR)).toBeNull();
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts).not.toContain(`/${grammar}`);
    await context.close();
  });

  it('the header says open until closing time, then closed until tomorrow, without a reload', async () => {
    const { page, context, errors } = await openAt('tenant-a', '/about', WED_1759);
    await headerStatus(page).waitFor();
    expect(await headerStatus(page).textContent()).toBe('Open now · closes 6:00 PM');
    expect(await headerStatus(page).getAttribute('data-open')).toBe('true');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.clock.fastForward('02:00');
    await expect.poll(() => headerStatus(page).textContent()).toBe('Closed · opens tomorrow 7:00 AM');
    expect(await headerStatus(page).getAttribute('data-open')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the call widget, WhatsApp and the contact page say it before the visitor reaches out; the number stays dialable', async () => {
    const { page, context } = await openAt('tenant-a', '/contact', SAT_2000);
    expect(await text(page, 'main [data-testid="open-now"]')).toBe('Closed · opens Monday 7:00 AM');
    await openWidget(page, 'Call us now');
    const call = page.getByRole('dialog', { name: 'Call us now' });
    await call.getByTestId('call-link').waitFor({ timeout: 5000 });
    const hours = (await call.getByTestId('call-hours').textContent()) ?? '';
    expect(hours).toContain('Closed · opens Monday 7:00 AM');
    expect(hours).toContain('You may reach voicemail');
    expect(await call.getByTestId('call-link').getAttribute('href')).toBe('tel:+15125550187');
    await page.keyboard.press('Escape');
    await openWidget(page, 'WhatsApp chat');
    await page.getByTestId('whatsapp-greeting').waitFor({ timeout: 8000 });
    expect(await page.getByTestId('whatsapp-hours').textContent()).toBe('We are closed now. We will reply when we open, Monday at 7:00 AM.');
    await context.close();
  });

  it('open hours: the call widget and WhatsApp say so', async () => {
    const { page, context } = await openAt('tenant-a', '/about', WED_0959);
    await openWidget(page, 'Call us now');
    const call = page.getByRole('dialog', { name: 'Call us now' });
    await call.getByTestId('call-link').waitFor({ timeout: 5000 });
    expect(await call.getByTestId('call-hours').textContent()).toBe('Open now · closes 6:00 PM');
    await page.keyboard.press('Escape');
    await openWidget(page, 'WhatsApp chat');
    await page.getByTestId('whatsapp-greeting').waitFor({ timeout: 8000 });
    expect(await page.getByTestId('whatsapp-hours').textContent()).toBe('We are open now and usually reply within minutes.');
    await context.close();
  });

  it('the digital card shows the state beside its call button, closed and open', async () => {
    for (const [time, text] of [
      [SAT_2000, 'Closed · opens Monday 7:00 AM'],
      [WED_0959, 'Open now · closes 6:00 PM'],
    ] as const) {
      const { page, context } = await openAt('tenant-a', '/digitalcard', time);
      const front = page.locator('[data-testid="open-now"]').first();
      await front.waitFor();
      expect(await front.textContent()).toBe(text);
      await context.close();
    }
  });

  it("the form's answer says when the business will reply: later when closed, soon when open", async () => {
    let { page, context } = await openAt('tenant-a', '/contact', SAT_2000);
    expect(await sendForm(page)).toContain('We will answer when we open, Monday at 7:00 AM.');
    await context.close();
    ({ page, context } = await openAt('tenant-a', '/contact', WED_0959));
    expect(await sendForm(page)).toContain('We are open now and will answer soon.');
    await context.close();
  });
});

describe('open now, in Spanish', () => {
  it('header, card, call widget, WhatsApp and form, closed on a Friday evening', async () => {
    const { page, context, errors } = await openAt(SPANISH_FULL_ID, '/contact', FRI_1659);
    await headerStatus(page).waitFor();
    expect(await headerStatus(page).textContent()).toBe('Abierto ahora · cierra a las 17:00');
    await page.clock.fastForward('02:00');
    await expect.poll(() => headerStatus(page).textContent()).toBe('Cerrado · abre el lunes a las 8:00');
    await openWidget(page, 'Llámenos ahora');
    const call = page.getByRole('dialog', { name: 'Llámenos ahora' });
    await call.getByTestId('call-link').waitFor({ timeout: 5000 });
    expect(await call.getByTestId('call-hours').textContent()).toContain('Cerrado · abre el lunes a las 8:00');
    expect(await call.getByTestId('call-link').getAttribute('href')).toBe('tel:+19565550123');
    await page.keyboard.press('Escape');
    await openWidget(page, 'Chat de WhatsApp');
    await page.getByTestId('whatsapp-greeting').waitFor({ timeout: 8000 });
    expect(await page.getByTestId('whatsapp-hours').textContent()).toBe('Ahora estamos cerrados. Le responderemos cuando abramos, el lunes a las 8:00.');
    await page.keyboard.press('Escape');
    expect(await sendForm(page)).toContain('Le responderemos cuando abramos, el lunes a las 8:00.');
    expect(errors).toEqual([]);
    await context.close();

    const card = await openAt(SPANISH_FULL_ID, '/digitalcard', SAT_2000);
    const front = card.page.locator('[data-testid="open-now"]').first();
    await front.waitFor();
    expect(await front.textContent()).toBe('Cerrado · abre el lunes a las 8:00');
    await card.context.close();
  });
});

describe('open now, in Spanish, during opening hours', () => {
  it('header, call widget, WhatsApp, card and form say it is open and until when', async () => {
    const { page, context } = await openAt(SPANISH_FULL_ID, '/contact', MON_0900);
    await headerStatus(page).waitFor();
    expect(await headerStatus(page).textContent()).toBe('Abierto ahora · cierra a las 17:00');
    await openWidget(page, 'Llámenos ahora');
    const call = page.getByRole('dialog', { name: 'Llámenos ahora' });
    await call.getByTestId('call-link').waitFor({ timeout: 5000 });
    expect(await call.getByTestId('call-hours').textContent()).toBe('Abierto ahora · cierra a las 17:00');
    await page.keyboard.press('Escape');
    await openWidget(page, 'Chat de WhatsApp');
    await page.getByTestId('whatsapp-greeting').waitFor({ timeout: 8000 });
    expect(await page.getByTestId('whatsapp-hours').textContent()).toBe('Estamos abiertos y solemos responder en minutos.');
    await page.keyboard.press('Escape');
    expect(await sendForm(page)).toContain('Estamos abiertos y le responderemos pronto.');
    await context.close();

    const card = await openAt(SPANISH_FULL_ID, '/digitalcard', MON_0900);
    const front = card.page.locator('[data-testid="open-now"]').first();
    await front.waitFor();
    expect(await front.textContent()).toBe('Abierto ahora · cierra a las 17:00');
    await card.context.close();
  });
});

describe("a Spanish site's served structured data (issue 16)", () => {
  it('/ and a service page carry one @graph: the business with its fields, the Service pointing at it, Spanish breadcrumbs', async () => {
    const origin = await serve(SPANISH_FULL_ID);
    const graphOf = async (route: string) => {
      const html = await (await fetch(`${origin}${route}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@graph': Array<Record<string, unknown>> });
      expect(blocks).toHaveLength(1);
      return blocks[0]!['@graph'];
    };
    const [business] = await graphOf('/');
    expect(business).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: 'Jardinería Los Pinos',
      telephone: '+19565550123',
      email: 'contacto@lospinos.example',
      address: { '@type': 'PostalAddress', streetAddress: '1200 N 10th St', addressLocality: 'McAllen', addressRegion: 'TX', postalCode: '78501', addressCountry: 'US' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
      areaServed: [{ '@type': 'City', name: 'McAllen' }, { '@type': 'City', name: 'Harlingen' }],
    });
    const service = spanishFullTenant(VARS).dbServices as Array<{ name: string }>;
    const nodes = await graphOf(paths.service(serviceSlug(service[0]!.name)));
    expect(nodes.map((n) => n['@type'])).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    expect(nodes[1]).toMatchObject({ name: service[0]!.name, provider: { '@id': business!['@id'] } });
    expect((nodes[2]!.itemListElement as Array<{ name: string }>).map((i) => i.name)).toEqual(['Inicio', 'Servicios', service[0]!.name]);
  });
});
