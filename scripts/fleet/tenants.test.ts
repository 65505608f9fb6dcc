// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/contract/settings';
import { HOSTILE_SETTINGS } from '../../tests/support/hostile-settings';
import { readTenants, tenantEnv } from './tenants';

const base = { id: 'acme', dataUrl: 'https://data.example', pageId: 'acme' };

describe("tenants.json: the single build's settings under their fleet names", () => {
  it.each(HOSTILE_SETTINGS)("%s %j in a tenant fails that tenant, naming the field and the variable; the others build", (key, value) => {
    const field = SETTINGS[key].field;
    const bad = { ...base, id: 'bad', [field]: value };
    const { tenants, errors } = readTenants(JSON.stringify([base, bad]));
    expect(tenants.map((t) => t.id)).toEqual(['acme']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^tenants\\[1\\] \\(bad\\): ${field} must`));
    expect(errors[0]).toContain(`(${key}; got `);
  });

  it('a yes/no is a JSON boolean', () => {
    const { tenants, errors } = readTenants(JSON.stringify([{ ...base, relayIdempotency: true }, { ...base, id: 'b', relayIdempotency: 'yes' }]));
    expect(tenantEnv(tenants[0]!).VITE_RELAY_IDEMPOTENCY).toBe('1');
    expect(errors).toEqual([expect.stringMatching(/^tenants\[1\] \(b\): relayIdempotency /)]);
  });

  it('every setting a single build takes, a tenant takes, and its environment is what the build would be given', () => {
    const full = {
      ...base,
      siteUrl: 'https://acme.example',
      basePath: '/site/',
      reviewsUrl: 'https://r.example',
      visitsUrl: 'https://c.example/visits',
      eventsUrl: 'https://e.example/c',
      weatherUrl: 'https://w.example',
      geocodeUrl: 'https://g.example',
      timeZone: 'America/Chicago',
      imageUrlTemplate: 'https://img.example.com/{width}/{url}',
      relayIdempotency: true,
      imageDeadlineSeconds: 120,
      imageTrustedOrigins: 'http://127.0.0.1:9000',
    };
    const { tenants, errors } = readTenants(JSON.stringify([{ ...full, pageId: ' acme ' }]));
    expect(errors).toEqual([]);
    const env = tenantEnv(tenants[0]!);
    expect(Object.keys(env).sort()).toEqual(Object.keys(SETTINGS).sort());
    expect(env.VITE_PAGE_ID).toBe('acme');
    for (const [key, def] of Object.entries(SETTINGS)) if (def.kind !== 'flag') expect(env[key as keyof typeof SETTINGS], key).toBe(String((full as Record<string, unknown>)[def.field]));
  });

  it('the required fields must be there and not blank', () => {
    const { errors } = readTenants(JSON.stringify([{ id: 'a', dataUrl: 'https://d.example', pageId: '  ' }, { id: 'b', pageId: 'b' }]));
    expect(errors[0]).toMatch(/^tenants\[0\] \(a\): pageId is empty \(VITE_PAGE_ID/);
    expect(errors[1]).toMatch(/^tenants\[1\] \(b\): dataUrl /);
  });
});
