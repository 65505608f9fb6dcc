import { type ComponentType } from 'react';
import { trackedLazy } from '../utils/tracked-lazy';
import { Route, Routes } from 'react-router-dom';
import { routeExists, routeKinds, routes, type RouteKind } from '../config/paths';
import { useSiteData } from '../site-data/site-data-context';
import { isReducedSite } from '../site-data/selectors';

// Route-level code splitting: each screen is its own chunk, `src/app/routes/<module>.tsx` as the
// route table names it. The prerender finds the same file in Vite's manifest for its preloads.
const modules = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');

const screens = {} as Record<RouteKind, ComponentType>;
for (const kind of routeKinds) {
  const load = modules[`./routes/${routes[kind].module}.tsx`];
  if (!load) throw new Error(`route ${kind}: no module src/app/routes/${routes[kind].module}.tsx`);
  screens[kind] = trackedLazy(load);
}

/** Every route of the route table that exists on this site (the one-page site has only `/`). */
export function AppRoutes() {
  const reduced = isReducedSite(useSiteData());
  return (
    <Routes>
      {routeKinds
        .filter((kind) => routeExists(kind, reduced))
        .map((kind) => {
          const Screen = screens[kind];
          return <Route key={kind} path={routes[kind].pattern} element={<Screen />} />;
        })}
    </Routes>
  );
}
