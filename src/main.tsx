import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { readEmbeddedRecord } from './app/embed';
import { routerBasename } from './app/router-basename';
import { config, recordUrl } from './config/env';
import { constants } from './config/constants';
import { idbRecordStore } from './site-data/idb-store';
import { loadSiteData } from './site-data/load';
import { registerPwa } from './features/pwa/register';
import { startOutboxReplay } from './features/lead-form/outbox-client';

const parseOptions = config.isDemo ? { relativeBase: recordUrl() } : {};
const load = () =>
  loadSiteData({ url: recordUrl(), timeoutMs: constants.dataTimeoutMs, store: idbRecordStore, ...parseOptions });

// The offline service worker: production builds only (the dev server has no sw.js).
if (import.meta.env.PROD) registerPwa({ basePath: config.basePath });
// Leads saved offline are sent from any page, not only pages that show the form.
startOutboxReplay();

const embedded = readEmbeddedRecord(document);
const app = (
  <StrictMode>
    <BrowserRouter basename={routerBasename(config.basePath)}>
      <App initialRaw={embedded} parseOptions={parseOptions} load={load} year={new Date().getFullYear()} />
    </BrowserRouter>
  </StrictMode>
);

const root = document.getElementById('root')!;
if (embedded !== undefined && root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
