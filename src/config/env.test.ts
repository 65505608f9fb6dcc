import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { measureZoneOffsets } from '../../scripts/zone-offsets';
import { ZONE_OFFSETS_KEY } from '../site-data/zone-offsets';
import { SETTING_KEYS, SETTINGS, type SettingKey } from '../contract/settings';
import { normalizeBasePath, readConfig, recordUrl, reviewsEndpoint } from './env';

describe('readConfig', () => {
  it('with nothing set, serves the embedded demo from the site itself', () => {
    const c = readConfig({});
    expect(c).toEqual({
      basePath: '/',
      dataUrl: '/demo-api',
      pageId: 'demo',
      reviewsUrl: '/demo-api',
      visitsUrl: '',
      eventsUrl: '',
      siteUrl: '',
      weatherUrl: 'https://api.open-meteo.com',
      geocodeUrl: 'https://geocoding-api.open-meteo.com',
      isDemo: true,
      timeZone: '',
      zoneOffsets: '',
      imageUrlTemplate: '',
      relayIdempotency: false,
      relayFiles: false,
    });
    expect(recordUrl(c)).toBe('/demo-api/paginas/demo');
    expect(reviewsEndpoint('demo-doc', c)).toBe('/demo-api/api/reviews/demo-doc');
  });

  it('keeps the demo under the base path', () => {
    const c = readConfig({ BASE_PATH: '/site/' });
    expect(c.dataUrl).toBe('/site/demo-api');
    expect(recordUrl(c)).toBe('/site/demo-api/paginas/demo');
  });

  it('uses the configured services, without trailing slashes', () => {
    const c = readConfig({
      VITE_SITE_DATA_URL: 'https://data.example/',
      VITE_PAGE_ID: ' tenant-a ',
      VITE_REVIEWS_URL: 'https://reviews.example//',
      VITE_VISITS_URL: 'https://count.example/visits',
      VITE_SITE_URL: 'https://www.tenant.example/',
    });
    expect(c.isDemo).toBe(false);
    expect(recordUrl(c)).toBe('https://data.example/paginas/tenant-a');
    expect(reviewsEndpoint('tenant-a-doc', c)).toBe('https://reviews.example/api/reviews/tenant-a-doc');
    expect(c.visitsUrl).toBe('https://count.example/visits');
    expect(c.siteUrl).toBe('https://www.tenant.example');
  });

  it('has no reviews endpoint for a tenant without a reviews service', () => {
    const c = readConfig({ VITE_SITE_DATA_URL: 'https://data.example' });
    expect(c.reviewsUrl).toBe('');
    expect(reviewsEndpoint('doc', c)).toBe('');
  });

  it('treats blank values as unset', () => {
    const c = readConfig({ VITE_SITE_DATA_URL: '   ', VITE_PAGE_ID: '', BASE_PATH: '  ' });
    expect(c.isDemo).toBe(true);
    expect(c.pageId).toBe('demo');
    expect(c.basePath).toBe('/');
  });

  it('encodes ids in the URLs it builds', () => {
    const c = readConfig({ VITE_SITE_DATA_URL: 'https://data.example', VITE_PAGE_ID: 'a b/c', VITE_REVIEWS_URL: 'https://r.example' });
    expect(recordUrl(c)).toBe('https://data.example/paginas/a%20b%2Fc');
    expect(reviewsEndpoint('x/y', c)).toBe('https://r.example/api/reviews/x%2Fy');
  });
});

describe('normalizeBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['site', '/site/'],
    ['/site', '/site/'],
    ['site/', '/site/'],
    ['/site/', '/site/'],
    [' /a/b ', '/a/b/'],
  ])('%j -> %j', (raw, out) => {
    expect(normalizeBasePath(raw)).toBe(out);
  });
});

describe('VITE_TIME_ZONE', () => {
  it('keeps a known IANA zone and drops an unknown one (no open/closed state then)', () => {
    expect(readConfig({ VITE_TIME_ZONE: ' America/Chicago ' }).timeZone).toBe('America/Chicago');
    expect(readConfig({ VITE_TIME_ZONE: 'Mars/Olympus' }).timeZone).toBe('');
    expect(readConfig({ VITE_TIME_ZONE: '' }).timeZone).toBe('');
  });

  it("is checked when first read, not when the page's entry reads its settings (ICU's zone data costs the first task after paint)", () => {
    const table = measureZoneOffsets('America/Chicago', new Date());
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const read = readConfig({ VITE_TIME_ZONE: 'America/Chicago', VITE_EVENTS_URL: 'https://e.example/events' });
      expect(read.eventsUrl).toBe('https://e.example/events');
      expect(made).not.toHaveBeenCalled();
      expect(read.timeZone).toBe('America/Chicago');
      expect(read.timeZone).toBe('America/Chicago');
      expect(made).toHaveBeenCalledTimes(1);
      expect({ ...read }.timeZone, 'copies keep it').toBe('America/Chicago');
      // A page whose build measured the zone's offsets: the zone is known, never checked.
      const measured = readConfig({ VITE_TIME_ZONE: 'America/Chicago', [ZONE_OFFSETS_KEY]: JSON.stringify(table) });
      made.mockClear();
      expect(measured.timeZone).toBe('America/Chicago');
      expect(measured.zoneOffsets).toBe(JSON.stringify(table));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('readImageTemplate', () => {
  it('takes an http(s) template with {width} and {url}, nothing else', async () => {
    const { readImageTemplate } = await import('./env');
    expect(readImageTemplate(' https://img.example.com/{width}/{url} ')).toBe('https://img.example.com/{width}/{url}');
    expect(readImageTemplate('https://img.example.com/{url}')).toBe('');
    expect(readImageTemplate('javascript:{width}{url}')).toBe('');
    expect(readImageTemplate('https://{width}.example/{url}')).toBe('');
    expect(readImageTemplate(undefined)).toBe('');
  });
});

/** The backticked names in column `column` of each row of the table under `heading`. */
function tableNames(readme: string, heading: string, column: number): string[][] {
  const section = readme.slice(readme.indexOf(`\n## ${heading}\n`));
  const start = section.indexOf('\n|');
  const table = section.slice(start + 1, section.indexOf('\n\n', start)).split('\n').slice(2);
  return table.map((row) => [...(row.split('|')[column + 1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

describe('README: the settings as declared (src/contract/settings.ts)', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

  it('§ Configuration lists exactly the declared variables', () => {
    expect(tableNames(readme, 'Configuration', 0).flat().sort()).toEqual([...SETTING_KEYS].sort());
  });

  it("§ Operating a fleet names each variable's tenants.json field as declared, and which are required", () => {
    const section = readme.slice(readme.indexOf('\n## Operating a fleet\n'));
    const start = section.indexOf('\n| field');
    const rows = section.slice(start + 1, section.indexOf('\n\n', start)).split('\n').slice(2);
    const named = rows.flatMap((row) => {
      const [, fields = '', variables = '', required = ''] = row.split('|');
      const keys = [...variables.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1] as SettingKey);
      const names = [...fields.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]).filter((f) => f !== 'true' && f !== 'false');
      return keys.map((key, i) => ({ key, field: names[i], required: required.trim() === 'yes' }));
    });
    expect(named.map((n) => n.key).sort()).toEqual([...SETTING_KEYS].sort());
    for (const { key, field, required } of named) {
      expect(field, key).toBe(SETTINGS[key].field);
      expect(required, key).toBe('fleetRequired' in SETTINGS[key]);
    }
  });
});
