import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_ID } from './page-record';
import { addPreloads } from './preload-chunks';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function page(count: number): string[] {
  const hrefs = Array.from({ length: count }, (_, i) => `/assets/chunk-${i}.js`);
  document.body.innerHTML = `<template id="${PRELOADS_ID}">${hrefs.map((h) => `<link rel="modulepreload" crossorigin href="${h}">`).join('')}</template>`;
  return hrefs;
}

const headPreloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('addPreloads', () => {
  it('moves every listed preload into <head>, in order, a few per task', async () => {
    vi.useFakeTimers();
    const hrefs = page(20);
    let done = false;
    void addPreloads(document, 8).then(() => (done = true));
    // The first batch goes in at once; the rest wait for later tasks.
    expect(headPreloads()).toEqual(hrefs.slice(0, 8));
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(headPreloads().length).toBeGreaterThan(8);
    await vi.runAllTimersAsync();
    expect(headPreloads()).toEqual(hrefs);
    expect(done).toBe(true);
    // Moved, not copied: a second call adds nothing.
    await addPreloads(document, 8);
    expect(headPreloads()).toHaveLength(20);
  });

  it('without scripts, moves the manifest and data preloads and keeps the code for a later call', async () => {
    const hrefs = page(3);
    const template = document.getElementById(PRELOADS_ID) as HTMLTemplateElement;
    template.content.prepend(
      Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }),
      Object.assign(document.createElement('link'), { rel: 'preload', href: '/record-1.json' }),
    );
    await addPreloads(document, 8, false);
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/manifest.webmanifest', '/record-1.json']);
    expect(headPreloads()).toEqual([]);
    // The offline worker could not install: the code's preloads follow.
    await addPreloads(document, 8);
    expect(headPreloads()).toEqual(hrefs);
  });

  it('resolves at once on a page without preloads (the shell)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await addPreloads(document);
    expect(headPreloads()).toEqual([]);
  });
});
