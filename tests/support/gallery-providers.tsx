import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ClockProvider } from '../../src/hooks/use-clock';
import { SiteDataProvider } from '../../src/site-data/site-data-context';
import { realClock, type Clock } from '../../src/utils/clock';
import { parsedRecord } from './parsed-record';

/** Providers for rendering gallery and page components in unit tests (English record). */
export function withRecord(raw: Record<string, unknown>, ui: ReactNode, route = '/', clock: Clock = realClock) {
  const record = { labels: { general: {}, formLabel: { isenglish: 'true' } }, ...raw };
  return (
    <ClockProvider clock={clock}>
      <SiteDataProvider initialData={parsedRecord(record)} minLoadingMs={0}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SiteDataProvider>
    </ClockProvider>
  );
}
