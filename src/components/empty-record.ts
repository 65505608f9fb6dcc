import type { SiteData } from '../site-data/schema';
import { trackedLazy } from '../utils/tracked-lazy';

/** True when the record names no business and gives no way to reach it (a broken or missing record). */
export function isEmptyRecord(data: SiteData): boolean {
  const p = data.dbPrincipal;
  return !p.name && p.phones.length === 0 && p.emails.length === 0 && data.dbServices.length === 0;
}

/** The notice for such a record, a module of its own: the pages that may show it load it only then. */
export const EmptyRecordNotice = trackedLazy(() => import('./empty-record-notice').then((m) => ({ default: m.EmptyRecordNotice })));
