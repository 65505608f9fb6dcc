import { describe, expect, it } from 'vitest';
import { parsedRecord } from '../tests/support/parsed-record';
import { config, readConfig } from './config/env';
import { renderPage } from './entry-server';

const data = parsedRecord({
  dbPrincipal: { name: 'Acme Trees', phones: [{ phone: '503-555-0142' }] },
  dbSocialMedia: { redes: [{ url: 'https://facebook.com/acme', icon: 'facebook' }] },
  labels: { formLabel: { isenglish: 'true' } },
});
const render = (env: Record<string, string>) => renderPage({ path: '/digitalcard', config: readConfig(env), data, year: 2025 });

describe('renderPage', () => {
  it('renders each page with the settings it is given, whatever this process rendered before', async () => {
    const before = { ...config };
    const withSite = await render({ VITE_SITE_URL: 'https://acme.example', BASE_PATH: '/acme/' });
    const plain = await render({});
    // The signature needs the site's address (card-tools.tsx); the brand shapes sit under the base path.
    expect(withSite.html).toContain('Email signature');
    expect(withSite.html).toContain('/acme/icons/brands/facebook.svg');
    expect(plain.html).not.toContain('Email signature');
    expect(plain.html).toContain('url(&quot;/icons/brands/facebook.svg');
    expect(await render({ VITE_SITE_URL: 'https://acme.example', BASE_PATH: '/acme/' })).toEqual(withSite);
    // The page's own settings are not the render's to change.
    expect(config).toEqual(before);
  });
});
