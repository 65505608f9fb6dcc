import { useEffect } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { EARLY_MENU_ATTR } from '../../contract/page-marks';

export interface MobileMenuProps {
  s: { openMenu: string; closeMenu: string };
}

/**
 * The phone menu's button. The menu is the page's own, one implementation before the app runs and
 * after (entry/early-menu.ts): it shows the header's links (the wide screen's row, hidden on a
 * phone) and what the header hides on a phone (`MENU_EXTRA_ATTR`: the estimate button, the hours)
 * in a modal dialog. The app renders the button closed and never writes it again: its state
 * (`aria-expanded`) and its `data-native` are the entry's. A page the app drew without the build
 * (the shell) installs the menu here; on a prerendered page the entry already has (once a document).
 */
export function MobileMenu({ s }: MobileMenuProps) {
  useEffect(() => void import('../../entry/early-menu').then((m) => m.answerEarlyMenu(document)), []);
  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        aria-label={s.openMenu}
        aria-expanded={false}
        aria-haspopup="dialog"
        {...{ [EARLY_MENU_ATTR]: s.closeMenu }}
        suppressHydrationWarning
        sx={{ width: 48, height: 48, color: 'var(--icons-menu-movil)' }}
      >
        <MenuIcon />
      </IconButton>
    </Box>
  );
}
