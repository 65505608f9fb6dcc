import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router-dom';
import { NavAnchor } from './nav-link';
import type { NavGroup, NavItem } from './nav-model';

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

export function MobileMenu({ items, s }: { items: NavItem[]; s: { label: string; openMenu: string; closeMenu: string } }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const close = () => setOpen(false);
  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        aria-label={s.openMenu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ width: 48, height: 48, color: 'var(--icons-menu-movil)' }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 'min(88vw, 360px)' } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={s.closeMenu} onClick={close} sx={{ width: 48, height: 48 }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={s.label}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) =>
              item.kind === 'group' ? (
                <Group key={`g-${item.label}`} group={item} onNavigate={close} />
              ) : (
                <li key={item.to}>
                  <Box component={NavAnchor} to={item.to} sx={rowSx} onClick={close}>
                    {item.label}
                  </Box>
                </li>
              ),
            )}
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
