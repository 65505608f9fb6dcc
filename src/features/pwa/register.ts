/**
 * Registers the service worker (production builds only; see src/boot.tsx) and connects the
 * browser's PWA events to the page's store. Runs once, before React renders, so no event
 * (install offer, record update) is missed.
 */
import { isRecordUpdatedMessage, type PageToWorkerMessage } from '../../contract/sw-messages';
import { hasUnsentInput } from './unsent-input';
import { acceptWaitingVersion, onNewController, requestPersistentStorage } from './platform';
import { pwaStore, type BeforeInstallPromptEvent } from './pwa-store';

export interface RegisterPwaOptions {
  basePath: string;
  /** Called once when no worker will install here (no support, or its registration failed). */
  onUnavailable?: () => void;
}

let started = false;

export function registerPwa({ basePath, onUnavailable }: RegisterPwaOptions): void {
  if (started || typeof window === 'undefined') return;
  started = true;

  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own Install button on the card and link-in-bio pages.
    event.preventDefault();
    pwaStore.set({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    pwaStore.set({ installEvent: null });
    void requestPersistentStorage(navigator.storage);
  });
  // Persistent storage after the visitor's first interaction (browsers grant it to engaged sites).
  const askOnce = () => {
    window.removeEventListener('pointerdown', askOnce);
    window.removeEventListener('keydown', askOnce);
    void requestPersistentStorage(navigator.storage);
  };
  window.addEventListener('pointerdown', askOnce);
  window.addEventListener('keydown', askOnce);

  if (!('serviceWorker' in navigator)) {
    onUnavailable?.();
    return;
  }
  const sw = navigator.serviceWorker;
  sw.addEventListener('message', (event: MessageEvent) => {
    if (isRecordUpdatedMessage(event.data)) pwaStore.set({ recordVersion: pwaStore.get().recordVersion + 1 });
  });
  sw.startMessages();

  // A page no worker controls yet (a first visit) has no new version to offer until the worker
  // it registers takes control: the browser registers it, and workbox-window's code (1.3 KB of
  // every first visit) comes only then, to announce the next deployment.
  if (!sw.controller) {
    whenLoadedAndIdle(() => void registerWorker(sw.register(`${basePath}sw.js`, { scope: basePath }), sw, onUnavailable));
    sw.addEventListener('controllerchange', () => watchUpdates(basePath, sw, onUnavailable, false), { once: true });
  } else watchUpdates(basePath, sw, onUnavailable, true);
}

/** Announces a new deployment (and reloads where the visitor asked for it), through workbox-window, which registers the worker (again). */
function watchUpdates(basePath: string, sw: ServiceWorkerContainer, onUnavailable: (() => void) | undefined, registerWhenIdle: boolean): void {
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox(`${basePath}sw.js`, { scope: basePath });
    let requestedHere = false;
    pwaStore.acceptUpdate = () => {
      requestedHere = true;
      void sw.getRegistration(basePath).then((registration) => acceptWaitingVersion(registration?.waiting, () => window.location.reload()));
    };
    wb.addEventListener('waiting', () => pwaStore.set({ updateReady: true }));
    wb.addEventListener('controlling', (event) => {
      // The first install also takes control of the page: nothing to reload then.
      if (!event.isUpdate && !requestedHere) return;
      if (onNewController({ requestedHere, unsentInput: hasUnsentInput(document) }) === 'reload') window.location.reload();
      else pwaStore.set({ updateReady: true });
    });
    if (registerWhenIdle) whenLoadedAndIdle(() => void registerWorker(wb.register(), sw, onUnavailable));
    else void wb.register();
  }).catch((err: unknown) => {
    // Its code could not be fetched (the page is leaving, or offline with a cache that lacks it):
    // the worker the browser registered still answers; the next page announces updates.
    console.warn('The update notice could not start:', err);
  });
}

/**
 * Once registered, the worker is asked to warm its caches. A registration that fails, or gives no
 * registration (a browser that blocks workers answers so), means no offline worker here.
 */
function registerWorker(registering: Promise<unknown>, sw: ServiceWorkerContainer, onUnavailable?: () => void): Promise<void> {
  return registering
    .then((registration) => {
      if (!registration) throw new Error('the browser gave no registration');
      return sw.ready;
    })
    .then((registration) => {
      const warm: PageToWorkerMessage = { type: 'WARM' };
      registration.active?.postMessage(warm);
    })
    .catch((err: unknown) => {
      console.warn('The offline service worker could not be registered:', err);
      onUnavailable?.();
    });
}

/**
 * Runs `run` once the page has loaded and its main thread is idle (at most 3 s later). A first
 * install precaches ~150 files, about a second and a half of CPU on the worker's own thread
 * (measured in Chromium on a 2-core box): begun at `load`, it ran beside the page's own first
 * tasks (live state, the home popup) and slowed each of them.
 */
export function whenLoadedAndIdle(run: () => void, win: Window = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(() => run(), { timeout: 3000 }) : win.setTimeout(run, 200));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
