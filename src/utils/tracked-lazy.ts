import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

let loads = 0;

/**
 * `React.lazy` that counts first loads. The server render repeats a page whose render had to
 * load code (src/entry-server.tsx): a page rendered while its parts were still loading puts its
 * critical CSS in another order than one rendered with them loaded, and a process that renders
 * many tenants (the fleet) must make each page exactly as a fresh single build does.
 */
// The same type parameter as React.lazy's own declaration (any props).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function trackedLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => {
    loads++;
    return load();
  });
}

/** How many lazy parts have started loading in this process. */
export const lazyLoads = (): number => loads;
