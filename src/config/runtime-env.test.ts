import { afterEach, describe, expect, it } from 'vitest';
import { ENV_ID, readConfig, runtimeEnv } from './env';

/** One app bundle serves every tenant: the page reads its tenant from the `canopy-env` JSON the build put in it. */
describe('runtimeEnv (the page)', () => {
  afterEach(() => document.getElementById(ENV_ID)?.remove());

  const embed = (text: string) => {
    const el = document.createElement('script');
    el.id = ENV_ID;
    el.type = 'application/json';
    el.textContent = text;
    document.body.append(el);
  };

  it("reads the tenant's settings from the page", () => {
    embed(JSON.stringify({ VITE_SITE_DATA_URL: 'https://data.example', VITE_PAGE_ID: 'acme', VITE_TIME_ZONE: 'America/Chicago' }));
    const c = readConfig(runtimeEnv());
    expect(c.isDemo).toBe(false);
    expect(c.dataUrl).toBe('https://data.example');
    expect(c.pageId).toBe('acme');
    expect(c.timeZone).toBe('America/Chicago');
  });

  it('a page without settings, or with broken ones, is the demo (the unit config defines none)', () => {
    expect(readConfig(runtimeEnv()).isDemo).toBe(true);
    for (const broken of ['{not json', '[1,2]', 'null', '"text"']) {
      embed(broken);
      expect(runtimeEnv(), broken).toEqual({});
      document.getElementById(ENV_ID)!.remove();
    }
  });
});
