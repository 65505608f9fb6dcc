import type { ReactNode } from 'react';
import { Layout } from '../components/layout/layout';
import { AppOverlays } from './app-overlays';

/** The marketing site's layout with the floating widgets; loaded lazily so the card page skips it. */
export default function SiteLayout({ children, year }: { children: ReactNode; year: number }) {
  return (
    <Layout year={year} overlays={<AppOverlays />}>
      {children}
    </Layout>
  );
}
