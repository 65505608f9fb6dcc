import { Suspense, useEffect, type ReactNode } from 'react';
import { APP_ROOT_ID, MAIN_ID, PART_READY_ATTR } from '../contract/page-marks';

/**
 * Marks `container()` (a part: `PART_ATTR`) ready once what is rendered beside this has committed.
 * React hydrates a Suspense boundary's content in a pass of its own, after the root and whenever
 * that content's code has come; an effect inside the boundary runs once the commit of that pass
 * is done, when React answers every element in it (its handlers are attached before then: the
 * mark is never early). Not a layout effect: it runs before the refs of the elements around it
 * are attached, so a container known by its ref (a dialog's body) was not marked, and a tap in a
 * dialog the app opened was held 10 s. Where there is no boundary, the mark comes with the root's commit.
 */
export function PartReady({ container }: { container: () => Element | null }) {
  useEffect(() => {
    container()?.setAttribute(PART_READY_ATTR, '');
  }, [container]);
  return null;
}

/**
 * A Suspense boundary whose content hydrates on its own, in `container()`: an element rendered
 * with `PART_PROPS` and holding this boundary as its direct child. The page (entry/hydrated.ts)
 * reads the mark to tell when the app answers a tap on what is inside.
 */
export function HydrationPart({ container, fallback, children }: { container: () => Element | null; fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PartReady container={container} />
      {children}
    </Suspense>
  );
}

/** The app's root (index.html's `#root`), as a part's container. */
export const appRoot = () => document.getElementById(APP_ROOT_ID);
/** The page's `<main>` (both layouts render it with `PART_PROPS`), as a part's container. */
export const pageMain = () => document.getElementById(MAIN_ID);
