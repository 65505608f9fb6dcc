import { describe, expect, it } from 'vitest';
import { isRecordUpdatedMessage } from '../src/contract/sw-messages';
import { recordChanged, recordUpdatesPlugin } from './record-updates';

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
