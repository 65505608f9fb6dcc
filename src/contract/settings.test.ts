import { describe, expect, it } from 'vitest';
import { HOSTILE_SETTINGS as HOSTILE } from '../../tests/support/hostile-settings';
import { envProblems, pageEnv, settingProblem, settingsEnv, type SettingKey } from './settings';

describe('build settings: one rule per variable', () => {
  it.each(HOSTILE)('%s %j is refused, naming the variable', (key, value) => {
    const [problem] = envProblems({ [key]: value });
    expect(problem).toMatch(new RegExp(`^${key} must`));
    // The value is shown as written, line breaks escaped: the message is one line.
    expect(problem).toContain(JSON.stringify(value).slice(0, 40));
    expect(problem).not.toContain('\n');
  });

  it.each([
    ['BASE_PATH', '/'],
    ['BASE_PATH', '/site/'],
    ['BASE_PATH', 'site'],
    ['BASE_PATH', '/a.b/c_d-e/'],
    ['VITE_SITE_URL', 'https://www.acme-trees.com/'],
    ['VITE_SITE_URL', 'http://127.0.0.1:4173'],
    ['VITE_SITE_DATA_URL', 'https://data.example.com/api/v2'],
    ['VITE_REVIEWS_URL', 'http://[::1]:8080'],
    ['VITE_VISITS_URL', 'https://count.example/visits?site=acme'],
    ['VITE_IMAGE_URL_TEMPLATE', 'https://img.example.com/{width}/{url}'],
    ['VITE_IMAGE_URL_TEMPLATE', 'https://img.example.com/fit?w={width}&src={url}'],
    ['VITE_PAGE_ID', 'acme trees 2'],
    ['VITE_TIME_ZONE', ' America/Chicago '],
    ['VITE_RELAY_IDEMPOTENCY', 'YES'],
    ['VITE_RELAY_IDEMPOTENCY', '0'],
    ['VITE_SITE_URL', '  '],
    ['IMAGE_DEADLINE_SECONDS', '600'],
    ['IMAGE_TRUSTED_ORIGINS', 'http://127.0.0.1:9000'],
    ['IMAGE_TRUSTED_ORIGINS', 'http://127.0.0.1:9000/ https://photos.internal'],
  ] satisfies Array<[SettingKey, string]>)('%s %j is taken', (key, value) => {
    expect(settingProblem(key, value)).toBe('');
  });

  it('the template needs both placeholders after its host', () => {
    for (const t of ['https://img.example.com/{url}', 'https://{width}.example/{url}', 'javascript:{width}{url}', 'https://img.example.com/{width}/{url}/{other}']) {
      expect(settingProblem('VITE_IMAGE_URL_TEMPLATE', t), t).toMatch(/^must be an http\(s\) URL with \{width\} and \{url\}/);
    }
  });

  it("a tenant's fields are the same variables: a yes is 1, a no and a blank are unset", () => {
    expect(settingsEnv({ id: 'acme', dataUrl: 'https://d.example', pageId: 'acme', basePath: '/site/', relayIdempotency: true, siteUrl: '' })).toEqual({
      BASE_PATH: '/site/',
      VITE_SITE_DATA_URL: 'https://d.example',
      VITE_PAGE_ID: 'acme',
      VITE_RELAY_IDEMPOTENCY: '1',
    });
    expect(settingsEnv({ dataUrl: 'https://d.example', pageId: 'acme', relayIdempotency: false })).not.toHaveProperty('VITE_RELAY_IDEMPOTENCY');
    expect(settingsEnv({ dataUrl: 'https://d.example', pageId: 'acme', imageDeadlineSeconds: 90 })).toMatchObject({ IMAGE_DEADLINE_SECONDS: '90' });
  });

  it("the build's own settings are not written into the pages or the worker", () => {
    expect(pageEnv({ VITE_PAGE_ID: 'acme', IMAGE_DEADLINE_SECONDS: '90', IMAGE_TRUSTED_ORIGINS: 'http://127.0.0.1:9000' })).toEqual({ VITE_PAGE_ID: 'acme' });
  });
});
