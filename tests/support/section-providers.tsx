import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ClockProvider } from '../../src/hooks/use-clock';
import { SiteDataProvider } from '../../src/site-data/site-data-context';
import { buildTheme } from '../../src/theme/theme';
import { realClock, type Clock } from '../../src/utils/clock';
import { SlotsProvider, type Slots } from '../../src/components/slots';
import { parsedRecord } from './parsed-record';

/** A test record: English, with `n` services (each with text, image and a list). */
export function testRecord(opts: { services?: number; extra?: Record<string, unknown> } = {}): Record<string, unknown> {
  const names = ['Tree Removal', 'Stump Grinding', 'Hedge/Shrub Trimming', 'Land Clearing', 'Mulching', 'Garden Design', 'Patios & Pavers', 'Irrigation', 'Sod Installation', 'Leaf Cleanup'];
  const count = opts.services ?? 8;
  return {
    docId: 'doc-1',
    dbPrincipal: {
      name: 'Evergreen Ridge Tree & Landscape',
      logo: 'https://bucket.example/logo.png',
      phones: [{ phone: '503-555-0142', name: 'Office' }],
      emails: [{ email: 'info@evergreen.example' }],
      location: [{ address: '4512 SE Division St, Portland, OR' }],
      workdays: [{ day: 'Monday - Friday' }],
      workHours: [{ hour: '7:00 AM - 6:00 PM' }],
      exprYears: '18',
      miles: '35',
    },
    dbServices: Array.from({ length: count }, (_, i) => ({
      name: names[i] ?? `Service ${i + 1}`,
      description: [
        { text: `About ${names[i] ?? `Service ${i + 1}`}.`, img: `https://bucket.example/s${i}.webp`, lists: [`Point ${i}-a`, `Point ${i}-b`] },
        { text: `More on ${names[i] ?? i}.`, lists: [] },
      ],
    })),
    dbAbout: [
      { text: 'We care for trees.', list: ['Certified arborists', 'Fully insured'] },
      { text: 'Family owned since 2007.', list: ['Free estimates'] },
    ],
    dbHome: [{ text: 'Portland tree care you can trust.' }],
    dbSlogan: [{ slogan: 'Rooted in quality' }, { slogan: 'Safe, clean, on time' }, { slogan: 'Your trees, our passion' }],
    dbValues: [
      { title: 'Mission', description: 'Care.' },
      { title: 'Vision', description: 'Growth.' },
      { title: 'Values', description: 'Honesty.' },
      { title: 'Fourth', description: 'Not shown.' },
    ],
    stock: ['https://bucket.example/stock-1.webp', 'https://bucket.example/stock-2.webp'],
    gallery: ['https://bucket.example/g1.webp', 'https://bucket.example/g2.webp', 'https://bucket.example/g3.webp'],
    labels: { general: {}, formLabel: { isenglish: 'true' } },
    ...opts.extra,
  };
}

/** Page providers for component tests: record, clock, theme, slots and a router at `route`. */
export function withPage(ui: ReactNode, opts: { record: Record<string, unknown>; route?: string; path?: string; slots?: Slots; clock?: Clock }) {
  return (
    <ClockProvider clock={opts.clock ?? realClock}>
      <SiteDataProvider initialData={parsedRecord(opts.record)} minLoadingMs={0}>
        <ThemeProvider theme={buildTheme({})}>
          <SlotsProvider slots={opts.slots ?? {}}>
            <MemoryRouter initialEntries={[opts.route ?? '/']}>
              <Routes>
                <Route path={opts.path ?? '*'} element={ui} />
              </Routes>
            </MemoryRouter>
          </SlotsProvider>
        </ThemeProvider>
      </SiteDataProvider>
    </ClockProvider>
  );
}
