/**
 * Browser storage is per origin, and one origin may serve several sites, one per base path (an
 * agency's own domain with a folder per client). So every name under which a visit keeps
 * something (databases, caches, storage keys, the outbox's channel and lock) carries its site's
 * base path, through `scopedName` alone: one site never reads, replays or deletes another's.
 * Every such name is listed in ./site-names.ts.
 *
 * A site at `/` keeps the names it had before sites were told apart, so what its visitors kept
 * then (a lead waiting in the outbox, the last good record) is still found.
 */
import { normalizeBasePath } from './endpoints';

/** Between a name and its site's base path; no unscoped name contains it. */
const SCOPE_MARK = '@/';

/** `name` as the site at `basePath` keeps it. */
export function scopedName(name: string, basePath: string): string {
  const base = normalizeBasePath(basePath);
  return base === '/' ? name : `${name}@${base}`;
}

/** The base path of the site a scoped name belongs to (`/` for a name that carries none). */
export function scopeOfName(name: string): string {
  const at = name.indexOf(SCOPE_MARK);
  return at < 0 ? '/' : name.slice(at + 1);
}
