import { describe, expect, it, vi } from 'vitest';
import { en } from './en';
import { es } from './es';

// A fresh copy of the module: the test setup registers every table, a browser starts with English only.
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

describe('loading a language table', () => {
  it('starts with English only, answers English until Spanish has loaded, then Spanish', async () => {
    const i18n = await freshI18n();
    expect(i18n.hasStrings('en')).toBe(true);
    expect(i18n.hasStrings('es')).toBe(false);
    expect(i18n.stringsFor('es')).toEqual(en);
    const seen = vi.fn();
    const stop = i18n.subscribeStrings(seen);
    await i18n.loadStrings('es');
    expect(i18n.hasStrings('es')).toBe(true);
    expect(i18n.stringsFor('es')).toEqual(es);
    expect(es).not.toEqual(en);
    expect(seen).toHaveBeenCalledTimes(1);
    // Loading again costs nothing and notifies nobody.
    await i18n.loadStrings('es');
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });
});
