import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { trackedLazy } from '../../utils/tracked-lazy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router-dom';
import { SectionBoundary } from '../section-boundary';
import type { NavItem } from './nav-model';
import { EARLY_MENU_ATTR } from '../../contract/page-marks';

// The drawer (MUI Drawer, Modal, Slide and the menu) is no part of a first paint: it is fetched
// when the visitor points at, focuses or presses the button (precached after the first visit).
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = trackedLazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

export interface MobileMenuProps {
  items: NavItem[];
  s: { label: string; openMenu: string; closeMenu: string };
  /** Shown under the links: what the header hides on phones (the estimate button, the hours). */
  extra?: ReactNode;
}

export function MobileMenu({ items, s, extra }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const prefetch = () => void loadDrawer().catch(() => undefined);
  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        aria-label={s.openMenu}
        aria-expanded={open}
        // Until the app has hydrated it, the entry opens a menu of its own (entry/early-menu.ts).
        {...{ [EARLY_MENU_ATTR]: s.closeMenu }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ width: 48, height: 48, color: 'var(--icons-menu-movil)' }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        // A drawer that cannot load (offline before it was cached) leaves the page as it was.
        <SectionBoundary name="mobile-menu" resetKey={open}>
          <Suspense fallback={null}>
            <MobileDrawer items={items} open={open} onClose={() => setOpen(false)} s={s} extra={extra} />
          </Suspense>
        </SectionBoundary>
      )}
    </Box>
  );
}
