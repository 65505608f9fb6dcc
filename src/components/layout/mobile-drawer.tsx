import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavAnchor } from './nav-link';
import type { NavGroup, NavItem } from './nav-model';
import { MENU_DRAWER_ATTR } from '../../contract/page-marks';

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  px: 2,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

function Group({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = `m-${group.label.replace(/\W+/g, '-')}`;
  return (
    <li>
      <Box component="button" type="button" sx={rowSx} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {group.label}
        <ExpandMore aria-hidden="true" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />
      </Box>
      <Box component="ul" id={id} hidden={!open} sx={{ listStyle: 'none', m: 0, p: 0, pl: 2 }}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Box component={NavAnchor} to={item.to} sx={{ ...rowSx, fontWeight: 500 }} onClick={onNavigate}>
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
    </li>
  );
}

export interface MobileDrawerProps {
  items: NavItem[];
  open: boolean;
  onClose: () => void;
  s: { label: string; closeMenu: string };
  extra?: ReactNode;
}

/** The menu's drawer: loaded when the visitor first reaches for the menu button. */
export function MobileDrawer({ items, open, onClose, s, extra }: MobileDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': s.label, ...({ [MENU_DRAWER_ATTR]: '' } as object), sx: { width: 'min(88vw, 360px)' } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={s.closeMenu} onClick={onClose} sx={{ width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={s.label}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) =>
            item.kind === 'group' ? (
              <Group key={`g-${item.label}`} group={item} onNavigate={onClose} />
            ) : (
              <li key={item.to}>
                <Box component={NavAnchor} to={item.to} sx={rowSx} onClick={onClose}>
                  {item.label}
                </Box>
              </li>
            ),
          )}
        </Box>
      </Box>
      {extra && (
        // A link here changes the route, which closes the drawer (mobile-menu.tsx).
        <Box sx={{ display: 'grid', gap: 2, p: 2.5, borderTop: '1px solid', borderColor: 'divider' }}>
          {extra}
        </Box>
      )}
    </Drawer>
  );
}
