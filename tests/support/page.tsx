import type { ReactNode } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SlotsProvider, type Slots } from '../../src/components/slots';
import { ClockProvider } from '../../src/hooks/use-clock';
import { SiteDataProvider, type SiteDataProviderProps } from '../../src/site-data/site-data-context';
import { buildTheme } from '../../src/theme/theme';
import { realClock, type Clock } from '../../src/utils/clock';
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

export interface PageOptions {
  /** The raw record, parsed as the build does; English unless its own labels say otherwise. */
  record?: unknown;
  /** false: the record exactly as given, in its own language (Spanish when it names none). */
  english?: boolean;
  /** Where the router starts. */
  route?: string;
  /** The route pattern `ui` answers (every path by default). */
  path?: string;
  /** Other routes of the page, beside `ui`'s (a link's destination, say). */
  routes?: ReactNode;
  slots?: Slots;
  clock?: Clock;
  /** The record's loader, for tests of what the page does when it loads or fails. */
  load?: SiteDataProviderProps['load'];
}

/**
 * The page around a component under test, as the app gives it: the record, the clock, the theme,
 * the slots and a router. Every component test renders through this one wrapper.
 */
export function withPage(ui: ReactNode, opts: PageOptions = {}) {
  const record = opts.english === false ? (opts.record ?? {}) : { labels: { general: {}, formLabel: { isenglish: 'true' } }, ...(opts.record as object | undefined) };
  return (
    <ClockProvider clock={opts.clock ?? realClock}>
      <SiteDataProvider initialData={parsedRecord(record)} load={opts.load} minLoadingMs={0}>
        <ThemeProvider theme={buildTheme({})}>
          <SlotsProvider slots={opts.slots ?? {}}>
            <MemoryRouter initialEntries={[opts.route ?? '/']}>
              <Routes>
                <Route path={opts.path ?? '*'} element={ui} />
                {opts.routes}
              </Routes>
            </MemoryRouter>
          </SlotsProvider>
        </ThemeProvider>
      </SiteDataProvider>
    </ClockProvider>
  );
}

/**
 * Clicks `link` and answers whether the browser would follow it (nothing on the page cancelled
 * the click): a link to another page of the site is the browser's (decision 0020). The
 * navigation itself is cancelled last (jsdom has none).
 */
export function browserFollows(link: Element): boolean {
  let follows = false;
  const last = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last, { once: true });
  fireEvent.click(link);
  window.removeEventListener('click', last);
  return follows;
}

/** The next frame, and the task after it (where the page's entry puts what may wait a frame), inside `act`. */
export const nextFrame = (): Promise<void> => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
