import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router-dom';
import { NavAnchor } from './nav-link';
import type { NavGroup, NavItem } from './nav-model';

const itemSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 44,
  px: 1.25,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  borderRadius: 1,
  cursor: 'pointer',
  font: 'inherit',
  whiteSpace: 'nowrap',
  '&:hover, &[aria-current="page"]': { color: 'primary.main' },
} as const;

function Dropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);
  return (
    <Box
      component="li"
      ref={ref}
      sx={{ position: 'relative' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Box component="button" type="button" sx={itemSx} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {group.label}
        <ExpandMore fontSize="small" aria-hidden="true" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />
      </Box>
      <Box
        component="ul"
        id={id}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: 20,
          minWidth: 240,
          maxHeight: '70vh',
          overflowY: 'auto',
          m: 0,
          p: 1,
          listStyle: 'none',
          bgcolor: 'background.paper',
          boxShadow: 6,
          borderRadius: 2,
        }}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Box component={NavAnchor} to={item.to} sx={{ ...itemSx, display: 'flex', whiteSpace: 'normal' }}>
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const location = useLocation();
  return (
    <Box component="nav" aria-label={label}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.25, m: 0, p: 0, listStyle: 'none', minHeight: 52 }}>
        {items.map((item) =>
          item.kind === 'group' ? (
            <Dropdown key={`g-${item.label}`} group={item} />
          ) : (
            <li key={item.to}>
              <Box
                component={NavAnchor}
                to={item.to}
                sx={itemSx}
                {...(location.pathname === item.to ? { 'aria-current': 'page' } : {})}
              >
                {item.label}
              </Box>
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}
