import type { ReactNode, MouseEventHandler } from 'react';
import { PageLink } from '../page-link';

/** A menu link: a page link (`PageLink`) for paths, a plain anchor for in-page anchors. */
export function NavAnchor({ to, children, className, onClick }: { to: string; children: ReactNode; className?: string; onClick?: MouseEventHandler }) {
  if (to.startsWith('#')) {
    return (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <PageLink to={to} className={className} onClick={onClick}>
      {children}
    </PageLink>
  );
}
