import type { ReactNode, MouseEventHandler } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A menu link: router link for paths, plain anchor for in-page anchors. */
export function NavAnchor({ to, children, className, onClick }: { to: string; children: ReactNode; className?: string; onClick?: MouseEventHandler }) {
  if (to.startsWith('#')) {
    return (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={to} className={className} onClick={onClick}>
      {children}
    </RouterLink>
  );
}
