import { afterEach, expect, it, vi } from 'vitest';

// The update notice's code could not be fetched: the page was leaving, or it was offline with a cache that lacked it.
vi.mock('workbox-window', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

it('a page the worker controls whose update notice cannot load says so in the console and throws nothing', async () => {
  const sw = Object.assign(new EventTarget(), { controller: {}, startMessages: () => {} });
  Object.defineProperty(navigator, 'serviceWorker', { value: sw, configurable: true });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { registerPwa } = await import('./register');
  registerPwa({ basePath: '/' });
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The update notice could not start:', expect.any(Error)));
});
