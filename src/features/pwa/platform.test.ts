import { describe, expect, it, vi } from 'vitest';
import { acceptWaitingVersion, needsIosInstallHint, onNewController, requestPersistentStorage, UPDATE_RELOAD_CAP_MS } from './platform';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('needsIosInstallHint', () => {
  it('shows the hint in iOS Safari when not installed', () => {
    expect(needsIosInstallHint({ userAgent: IPHONE, standalone: false }, false)).toBe(true);
    expect(needsIosInstallHint({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605', maxTouchPoints: 5, standalone: false }, false)).toBe(true);
  });

  it('hides it once installed, outside Safari and on other platforms', () => {
    expect(needsIosInstallHint({ userAgent: IPHONE, standalone: true }, false)).toBe(false);
    expect(needsIosInstallHint({ userAgent: IPHONE, standalone: false }, true)).toBe(false);
    expect(needsIosInstallHint({ userAgent: IPHONE.replace('Version/18.0', 'CriOS/130'), standalone: false }, false)).toBe(false);
    expect(needsIosInstallHint({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile' }, false)).toBe(false);
  });
});

describe('requestPersistentStorage', () => {
  it('asks only when not yet persisted, and survives browsers without the API', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => false, persist })).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    const again = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => true, persist: again })).toBe(true);
    expect(again).not.toHaveBeenCalled();
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(await requestPersistentStorage({ persist: async () => Promise.reject(new Error('no')) })).toBe(false);
  });
});

describe('onNewController', () => {
  it('reloads when the visitor accepted here, and never over unsent input from another tab', () => {
    expect(onNewController({ requestedHere: true, unsentInput: true })).toBe('reload');
    expect(onNewController({ requestedHere: false, unsentInput: false })).toBe('reload');
    expect(onNewController({ requestedHere: false, unsentInput: true })).toBe('ask');
  });
});

describe('acceptWaitingVersion (the visitor taps Update)', () => {
  it('tells the waiting version to take over, and reloads after a few seconds should it not (the old one still busy)', () => {
    const posted: unknown[] = [];
    const timers: [() => void, number][] = [];
    const reload = vi.fn();
    acceptWaitingVersion({ postMessage: (m: unknown) => void posted.push(m) }, reload, (fn, ms) => timers.push([fn, ms]));
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    expect(timers.map(([, ms]) => ms)).toEqual([UPDATE_RELOAD_CAP_MS]);
    timers[0]![0]();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when no version waits (another tab already switched)', () => {
    const reload = vi.fn();
    acceptWaitingVersion(undefined, reload, () => undefined);
    expect(reload).toHaveBeenCalledOnce();
  });
});
