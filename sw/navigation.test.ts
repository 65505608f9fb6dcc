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
