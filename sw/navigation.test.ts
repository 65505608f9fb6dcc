import { describe, expect, it } from 'vitest';
import { answerNavigation } from './navigation';

function precache(files: string[]) {
  const asked: string[] = [];
  return {
    asked,
    lookup: async (rel: string) => {
      asked.push(rel);
      return files.includes(rel) ? new Response(rel) : undefined;
    },
  };
}
const network = async () => new Response('network');
const body = async (r: Response) => r.text();

describe('answerNavigation', () => {
  it('answers with the prerendered page of the path', async () => {
    const p = precache(['about/index.html', 'shell.html']);
    expect(await body(await answerNavigation(new URL('https://x/about'), '/', p.lookup, network))).toBe('about/index.html');
  });

  it('falls back to the app shell for a path without a prerendered page (not-found, new service)', async () => {
    const p = precache(['about/index.html', 'shell.html', 'index.html']);
    expect(await body(await answerNavigation(new URL('https://x/nope'), '/', p.lookup, network))).toBe('shell.html');
  });

  it('finds a page whose folder has a decoded non-ASCII name', async () => {
    const p = precache(['poda-de-árboles/index.html', 'shell.html']);
    expect(await body(await answerNavigation(new URL('https://x/poda-de-%C3%A1rboles'), '/', p.lookup, network))).toBe('poda-de-árboles/index.html');
  });

  it('goes to the network when nothing is precached', async () => {
    const p = precache([]);
    expect(await body(await answerNavigation(new URL('https://x/site/about'), '/site/', p.lookup, network))).toBe('network');
    expect(p.asked).toEqual(['about/index.html', 'shell.html', 'index.html']);
  });
});

/** A visited-pages cache in memory. */
function visitedPages() {
  const map = new Map<string, string>();
  return {
    map,
    match: async (url: string) => (map.has(url) ? new Response(map.get(url)) : undefined),
    put: async (url: string, r: Response) => void map.set(url, await r.text()),
  };
}
const html = (text: string, status = 200) => new Response(text, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

describe('answerNavigation: service and landing pages, cached as visited (issue 13 item 5)', () => {
  const shellOnly = () => precache(['shell.html', 'index.html', 'about/index.html']);

  it('online: the prerendered page from the host, kept for offline', async () => {
    const v = visitedPages();
    const r = await answerNavigation(new URL('https://x/tree-removal'), '/', shellOnly().lookup, async () => html('tree removal page'), v);
    expect(await body(r)).toBe('tree removal page');
    expect(v.map.get('https://x/tree-removal')).toBe('tree removal page');
  });

  it('offline: the kept copy of a visited page, else the shell', async () => {
    const v = visitedPages();
    v.map.set('https://x/tree-removal', 'kept tree removal');
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await body(await answerNavigation(new URL('https://x/tree-removal'), '/', shellOnly().lookup, offline, v))).toBe('kept tree removal');
    expect(await body(await answerNavigation(new URL('https://x/stump-grinding'), '/', shellOnly().lookup, offline, v))).toBe('shell.html');
  });

  it('a host too slow to answer does not hold the visitor: kept copy or shell after the timeout', async () => {
    const never = () => new Promise<Response>(() => undefined);
    expect(await body(await answerNavigation(new URL('https://x/tree-removal'), '/', shellOnly().lookup, never, visitedPages(), 20))).toBe('shell.html');
  });

  it('a page the host does not have (a service added after the build) is the shell, which renders it from the live record; errors are not kept', async () => {
    const v = visitedPages();
    expect(await body(await answerNavigation(new URL('https://x/new-service'), '/', shellOnly().lookup, async () => html('not found', 404), v))).toBe('shell.html');
    expect(v.map.size).toBe(0);
  });

  it('a page kept from an earlier visit is answered at once, without asking the network (the next page waits for no signal)', async () => {
    let asked = 0;
    const v = visitedPages();
    v.map.set('https://x/tree-removal', 'kept tree removal');
    const r = await answerNavigation(new URL('https://x/tree-removal'), '/', shellOnly().lookup, async () => (asked++, html('net')), v);
    expect(await body(r)).toBe('kept tree removal');
    expect(asked).toBe(0);
  });

  it('a kept-pages cache that fails is passed over: the network answers', async () => {
    const broken = { match: () => Promise.reject(new Error('cache gone')), put: () => Promise.reject(new Error('cache gone')) };
    expect(await body(await answerNavigation(new URL('https://x/tree-removal'), '/', shellOnly().lookup, async () => html('net'), broken))).toBe('net');
  });

  it('fixed routes still come from the precache without asking the network', async () => {
    let asked = 0;
    const r = await answerNavigation(new URL('https://x/about'), '/', shellOnly().lookup, async () => (asked++, html('net')), visitedPages());
    expect(await body(r)).toBe('about/index.html');
    expect(asked).toBe(0);
  });
});
