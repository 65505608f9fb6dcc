import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBelowFoldStyles, BELOW_FOLD_STYLES_ID, markShownBlocks } from './below-fold-styles';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function page(): void {
  document.body.innerHTML = `<template id="${BELOW_FOLD_STYLES_ID}"><link rel="stylesheet" href="/assets/below-fold-abc.css"></template>`;
}

async function settledAfter(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('addBelowFoldStyles', () => {
  it('puts the stylesheet in <head> and waits for it to load', async () => {
    vi.useFakeTimers();
    page();
    const ready = addBelowFoldStyles(document);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('/assets/below-fold-abc.css');
    expect(await settledAfter(ready, 100)).toBe(false);
    link!.dispatchEvent(new Event('load'));
    expect(await settledAfter(ready, 0)).toBe(true);
  });

  it('does not wait on a stylesheet that fails, or for longer than its cap', async () => {
    vi.useFakeTimers();
    page();
    const failed = addBelowFoldStyles(document);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(await settledAfter(failed, 0)).toBe(true);

    document.head.innerHTML = '';
    page();
    const hanging = addBelowFoldStyles(document, 3000);
    expect(await settledAfter(hanging, 2900)).toBe(false);
    expect(await settledAfter(hanging, 200)).toBe(true);
  });

  it('resolves at once on a page without one', async () => {
    vi.useFakeTimers();
    expect(await settledAfter(addBelowFoldStyles(document), 0)).toBe(true);
    expect(document.head.querySelector('link')).toBeNull();
  });
});

describe('markShownBlocks', () => {
  function stateChange(target: Element, skipped: boolean): void {
    const event = new Event('contentvisibilityautostatechange');
    Object.defineProperty(event, 'skipped', { value: skipped });
    target.dispatchEvent(event);
  }

  it('marks a block a frame after the browser stops skipping it, and not while it skips it', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="a"></section><section id="b"></section>';
    markShownBlocks(document);
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    stateChange(b, true);
    stateChange(a, false);
    expect(a.hasAttribute('data-shown')).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(a.hasAttribute('data-shown')).toBe(true);
    expect(b.hasAttribute('data-shown')).toBe(false);
  });
});
