import { lazy, type ReactNode } from 'react';
// Testing Library's act: it also tells React this is a test environment.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationPart, appRoot, pageMain } from '../components/hydration-part';
import { NativeDialog } from '../components/native-dialog';
import { APP_READY_ATTR, PART_PROPS, PART_READY_ATTR } from '../contract/page-marks';
import { hydrated } from './hydrated';

/** The test's oracle, never the page's: React keeps its props on an element it has rendered. */
const reactHasRendered = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

function Page() {
  return <button type="button">Request an estimate</button>;
}

/** The app's shape: a layout part in the root, and the page's part in <main>, each a boundary of its own. */
function Tree({ page }: { page: ReactNode }) {
  return (
    <HydrationPart container={appRoot} fallback={null}>
      <button type="button">Menu</button>
      <main id="main" {...PART_PROPS}>
        <HydrationPart container={pageMain} fallback={null}>
          {page}
        </HydrationPart>
      </main>
    </HydrationPart>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTR);
});

describe('hydrated: the app says what it has hydrated (issue 37)', () => {
  it('follows React part by part: the layout once its pass commits, the page only once its code has come and its pass committed', async () => {
    document.body.innerHTML = `<div id="root" data-part>${renderToString(<Tree page={<Page />} />)}</div>`;
    const menu = document.querySelector('button')!;
    const estimate = document.querySelector('main button')!;
    expect([hydrated(menu), hydrated(estimate)], 'before the app').toEqual([false, false]);

    let arrive: (m: { default: typeof Page }) => void = () => undefined;
    const LatePage = lazy(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <Tree page={<LatePage />} />);
    });
    // The layout is hydrated; the page waits for its code, and React has not rendered it either.
    expect(hydrated(menu)).toBe(true);
    expect(reactHasRendered(menu)).toBe(true);
    expect(hydrated(estimate), 'the page, its code not come').toBe(false);
    expect(reactHasRendered(estimate)).toBe(false);
    expect(document.getElementById('main')!.hasAttribute(PART_READY_ATTR)).toBe(false);

    await act(async () => arrive({ default: Page }));
    expect(hydrated(estimate)).toBe(true);
    expect(reactHasRendered(estimate)).toBe(true);
    // Hydration kept the page's own elements.
    expect(document.querySelector('main button')).toBe(estimate);
  });

  it('a dialog the app opens is the app’s to answer once drawn: its body, known by its ref, is marked (a tap on the welcome image’s Close was held 10 s)', async () => {
    document.documentElement.setAttribute(APP_READY_ATTR, '');
    render(
      <NativeDialog onClose={() => undefined} labelledBy="t" maxWidth={400}>
        <h2 id="t">Welcome</h2>
        <button type="button">Close</button>
      </NativeDialog>,
    );
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close.closest('[data-part]')?.hasAttribute(PART_READY_ATTR)).toBe(true);
    expect(hydrated(close)).toBe(true);
  });

  it('an element in no part is one the app drew outside its root (a popup in a portal): the app’s once its root has committed', () => {
    document.body.innerHTML = '<div id="root" data-part></div><div role="dialog"><button>Close</button></div>';
    const close = document.querySelector('[role=dialog] button')!;
    expect(hydrated(close)).toBe(false);
    document.documentElement.setAttribute(APP_READY_ATTR, '');
    expect(hydrated(close)).toBe(true);
    expect(hydrated(document.getElementById('root')!), 'the root itself waits for its own mark').toBe(false);
  });
});
