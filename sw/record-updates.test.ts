import { describe, expect, it } from 'vitest';
import { isRecordUpdatedMessage } from '../src/contract/sw-messages';
import { anyJsonPlugin, cacheableAnyJson, cacheableRecord, usableRecordPlugin, recordChanged, recordUpdatesPlugin } from './record-updates';

const json = (v: unknown) => new Response(JSON.stringify(v));

describe('record updates', () => {
  it('reports a change only when a cached copy existed and the body differs', async () => {
    expect(await recordChanged(undefined, json({ a: 1 }))).toBe(false);
    expect(await recordChanged(json({ a: 1 }), json({ a: 1 }))).toBe(false);
    expect(await recordChanged(json({ name: 'Oak' }), json({ name: 'Elm' }))).toBe(true);
  });

  it('tells every open page which record changed, and leaves the responses readable', async () => {
    const got: unknown[] = [];
    const client = { postMessage: (m: unknown) => got.push(m) };
    const plugin = recordUpdatesPlugin(async () => [client, client]);
    const newResponse = json({ name: 'Elm' });
    await plugin.cacheDidUpdate({ request: new Request('https://d.example/paginas/a'), oldResponse: json({ name: 'Oak' }), newResponse });
    expect(got).toHaveLength(2);
    expect(isRecordUpdatedMessage(got[0])).toBe(true);
    expect(await newResponse.text()).toContain('Elm');
    got.length = 0;
    await plugin.cacheDidUpdate({ request: new Request('https://d.example/paginas/a'), oldResponse: json({ name: 'Elm' }), newResponse: json({ name: 'Elm' }) });
    expect(got).toHaveLength(0);
  });
});

describe('only a usable record replaces a cached record: a captive portal or a data service\'s bad day must not', () => {
  it('accepts a 200 usable record and nothing else', async () => {
    expect(await cacheableRecord(json({ dbPrincipal: { name: 'Oak' } }))).toBe(true);
    expect(await cacheableRecord(new Response('<html><body>Sign in to Airport Wi-Fi</body></html>', { status: 200 }))).toBe(false);
    expect(await cacheableRecord(new Response('[1,2]', { status: 200 }))).toBe(false);
    expect(await cacheableRecord(new Response('{"a":', { status: 200 }))).toBe(false);
    expect(await cacheableRecord(new Response('{}', { status: 500 }))).toBe(false);
    expect(await cacheableRecord(new Response(null, { status: 204 }))).toBe(false);
    // 200 answers of a data service in trouble: the build refuses them, and so does the worker.
    for (const body of ['{}', '{"error":"not found"}', 'null', '[]', '{"dbPrincipal":{"name":""}}', '{"dbPrincipal":{"name":"\u200b \u200b"}}', '{"dbServices":[]}']) {
      expect(await cacheableRecord(new Response(body, { status: 200 })), body).toBe(false);
    }
  });

  it('as a Workbox plugin, keeps the body readable for the page', async () => {
    const good = json({ dbPrincipal: { name: 'Elm' } });
    const kept = await usableRecordPlugin.cacheWillUpdate({ response: good });
    expect(await kept!.json()).toEqual({ dbPrincipal: { name: 'Elm' } });
    expect(await usableRecordPlugin.cacheWillUpdate({ response: new Response('<html>portal</html>') })).toBeNull();
  });
});

describe('the reviews cache takes their JSON array, never a portal page', () => {
  it('accepts a 200 JSON array or object, refuses HTML and errors', async () => {
    expect(await cacheableAnyJson(new Response('[{"Date":"2026-01-02","ReviewsStars":5}]'))).toBe(true);
    expect(await cacheableAnyJson(new Response('{"a":1}'))).toBe(true);
    expect(await cacheableAnyJson(new Response('<html>Sign in</html>'))).toBe(false);
    expect(await cacheableAnyJson(new Response('[]', { status: 503 }))).toBe(false);
    const kept = await anyJsonPlugin.cacheWillUpdate({ response: new Response('[1]') });
    expect(await kept!.json()).toEqual([1]);
  });
});
