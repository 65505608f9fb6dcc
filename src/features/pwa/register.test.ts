import { describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from './register';

/** A window whose load and idle moments the test decides. */
function fakeWindow(readyState: DocumentReadyState, idleCallbacks = true) {
  const listeners: Record<string, (() => void)[]> = {};
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    setTimeout: (fn: () => void) => (idle.push(fn), 1),
    ...(idleCallbacks ? { requestIdleCallback: (fn: () => void) => (idle.push(fn), 1) } : {}),
  };
  return { win: win as unknown as Window, fire: (type: string) => listeners[type]?.forEach((fn) => fn()), idle };
}

describe('whenLoadedAndIdle (when the offline worker is registered)', () => {
  it('waits for the load event, then for an idle moment, before the install begins', () => {
    const { win, fire, idle } = fakeWindow('interactive');
    const run = vi.fn();
    whenLoadedAndIdle(run, win);
    expect(idle).toHaveLength(0);
    fire('load');
    expect(run).not.toHaveBeenCalled();
    idle.forEach((fn) => fn());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for idle; without idle callbacks, for a short timer', () => {
    for (const idleCallbacks of [true, false]) {
      const { win, idle } = fakeWindow('complete', idleCallbacks);
      const run = vi.fn();
      whenLoadedAndIdle(run, win);
      expect(run).not.toHaveBeenCalled();
      idle.forEach((fn) => fn());
      expect(run).toHaveBeenCalledTimes(1);
    }
  });
});
