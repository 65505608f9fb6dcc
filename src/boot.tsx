/**
 * Starts the app (imported by main.tsx: at once for the shell, on demand for a prerendered
 * page, src/entry/start-on-demand.ts): checks the outbox, then hydrates the prerendered page or
 * renders the shell. `appReady` resolves once the page answers input.
 */
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadPageRecord, readPageRecordFingerprint } from './entry/page-record';
import { routerBasename } from './app/router-basename';
import { config, recordUrl } from './config/env';
import { constants } from './config/constants';
import { loadStrings } from './i18n';
import type { SiteData } from './site-data/schema';
import { language } from './site-data/selectors';
import { takeEarlyRecord } from './site-data/early-record';
import { loadImageMap, setImageTemplate } from './components/images/image-map';
import { outboxHasEntries } from './contract/outbox-names';
import { APP_ROOT_ID } from './contract/page-marks';

const parseOptions = config.isDemo ? { relativeBase: recordUrl() } : {};
setImageTemplate(config.imageUrlTemplate);
const fingerprint = readPageRecordFingerprint(document);
let pageRecord: SiteData | undefined;
// The loader is fetched only now, while the prerendered page is already on screen; the parser
// (and zod) only if the service answers a record other than the one this page was built from.
const load = async () => {
  const [{ loadSiteData }, { idbRecordStore }] = await Promise.all([import('./site-data/load'), import('./site-data/idb-store')]);
  const known = pageRecord && fingerprint ? { known: { fingerprint, data: pageRecord } } : {};
  return loadSiteData({ url: recordUrl(), timeoutMs: constants.dataTimeoutMs, store: idbRecordStore, request: takeEarlyRecord(), ...parseOptions, ...known });
};

// Leads saved offline are sent from any page, not only pages that show the form; the replay
// loop (and its code) starts here only when something waits, and with any form otherwise.
void outboxHasEntries(config.basePath)
  .then((waiting) => (waiting ? import('./features/lead-form/outbox-client').then((m) => void m.startOutboxReplay()) : undefined))
  .catch((err: unknown) => console.warn('The outbox could not be checked:', err));

let ready: () => void = () => undefined;
/**
 * Resolves once the app's root has committed its render or hydration. The parts React hydrates in
 * passes of their own (Suspense boundaries: the layout, the page) may still be hydrating; each is
 * marked when it is (components/hydration-part.tsx).
 */
export const appReady = new Promise<void>((resolve) => (ready = resolve));
/** Its effect runs once the root's commit is done. */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => ready(), []);
  return children;
}

const root = document.getElementById(APP_ROOT_ID)!;
const render = () => {
  // The loading cover has been on screen since the page's first paint: it stays for what is
  // left of its minimum time, counted from then rather than from hydration.
  const minLoadingMs = Math.max(0, constants.minLoadingMs - performance.now());
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBasename(config.basePath)}>
        <Ready>
          <App initialData={pageRecord} load={load} year={new Date().getFullYear()} minLoadingMs={minLoadingMs} />
        </Ready>
      </BrowserRouter>
    </StrictMode>
  );
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the
  // browser paint and answer input between them, instead of one long task (the page is already
  // on screen; a click meanwhile hydrates its target first). The shell renders all at once.
  if (pageRecord !== undefined && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
};
// The record the page was built from and its photo map: the files the build wrote beside the
// pages (preloaded once the page painted), fetched together.
void Promise.all([loadPageRecord(document), loadImageMap(document)]).then(([data]) => {
  pageRecord = data;
  if (!data) return render();
  // Hydration must render the same words as the prerendered HTML: a Spanish page waits for its
  // table (modulepreloaded by the page). Should it fail to load, the page still starts: React
  // renders it again, in English. (The page and its priority images have painted before this
  // module was even requested: src/main.tsx.)
  void loadStrings(language(data))
    .catch((err: unknown) => console.warn('Strings could not load:', err))
    .finally(render);
});
