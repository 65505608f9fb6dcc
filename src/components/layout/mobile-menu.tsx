import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router-dom';
import { belowFold } from '../../theme/offscreen';
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

/**
 * The browser's own answer to a button (Invoker Commands: `commandfor` + `command`): it shows or
 * closes the `<dialog>` with no script, before the app has run (issue 26); the page's entry does
 * the same where the browser lacks them (app/start-on-demand.ts `answerCommands`). React does not
 * know these attributes yet: they are passed as plain ones.
 */
const command = (target: string, action: 'show-modal' | 'close') => ({ commandfor: target, command: action }) as Record<string, string>;

function Group({ group }: { group: NavGroup }) {
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
            <Box component={NavAnchor} to={item.to} sx={{ ...rowSx, fontWeight: 500 }}>
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
    </li>
  );
}

export interface MobileMenuProps {
  items: NavItem[];
  s: { label: string; openMenu: string; closeMenu: string };
  /** Shown under the links: what the header hides on phones (the estimate button, the hours). */
  extra?: ReactNode;
}

/**
 * The phone menu: a modal `<dialog>` drawn as a drawer from the right, in the prerendered page
 * and shown by the platform (the menu button's command), so the first tap opens it at once,
 * before the app has run (issue 26). The dialog keeps its open state itself: React renders it
 * closed and never sets `open`, so hydration adopts it as the visitor left it. Modal: the page
 * behind is inert, Escape closes it, focus returns to the button; a click on its backdrop closes
 * it too (`closedby="any"`, and the app's listener where the browser lacks it). A link closes it
 * by changing the route.
 */
export function MobileMenu({ items, s, extra }: MobileMenuProps) {
  const id = `menu-${useId().replace(/[^\w-]/g, '')}`;
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    ref.current?.close();
  }, [location.pathname]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A click on the backdrop lands on the <dialog> itself (its content fills child boxes); a
    // link closes it too (an in-page anchor, or the page already shown, changes no route).
    const click = (e: MouseEvent) => {
      if (e.target === dialog || (e.target instanceof Element && e.target.closest('a[href]'))) dialog.close();
    };
    dialog.addEventListener('click', click);
    return () => dialog.removeEventListener('click', click);
  }, []);
  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton aria-label={s.openMenu} aria-haspopup="dialog" aria-controls={id} {...command(id, 'show-modal')} sx={{ width: 48, height: 48, color: 'var(--icons-menu-movil)' }}>
        <MenuIcon />
      </IconButton>
      <Box
        component="dialog"
        ref={ref}
        id={id}
        aria-label={s.label}
        data-menu-drawer=""
        closedby="any"
        {...belowFold}
        sx={{
          position: 'fixed',
          inset: '0 0 0 auto',
          m: 0,
          p: 0,
          border: 0,
          width: 'min(88vw, 360px)',
          maxWidth: 'none',
          height: '100dvh',
          maxHeight: 'none',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: '0 8px 10px -5px rgba(0,0,0,.2), 0 16px 24px 2px rgba(0,0,0,.14)',
          '&::backdrop': { background: 'rgba(0,0,0,.5)' },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={s.closeMenu} {...command(id, 'close')} sx={{ width: 48, height: 48 }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={s.label}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) =>
              item.kind === 'group' ? (
                <Group key={`g-${item.label}`} group={item} />
              ) : (
                <li key={item.to}>
                  <Box component={NavAnchor} to={item.to} sx={rowSx}>
                    {item.label}
                  </Box>
                </li>
              ),
            )}
          </Box>
        </Box>
        {extra && (
          // A link here changes the route, which closes the menu.
          <Box sx={{ display: 'grid', gap: 2, p: 2.5, borderTop: '1px solid', borderColor: 'divider' }}>{extra}</Box>
        )}
      </Box>
    </Box>
  );
}
