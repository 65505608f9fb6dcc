import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** How a place draws its contact rows (the home contact block, a service's sidebar, the contact page, the card). */
export interface ContactRowLook {
  /** `li` when the rows are a list, else `div`. */
  component?: 'li' | 'div';
  sx: SxProps<Theme>;
  /** The icon's badge (hidden from screen readers: the title says what the row is). */
  iconSx: SxProps<Theme>;
  /** The title: a heading where each row is a section's part, else a caption. */
  title: { component: 'h3' | 'span'; variant?: 'h3'; sx: SxProps<Theme> };
  textSx?: SxProps<Theme>;
}

const textMinWidth = { minWidth: 0 } as const;

/** One way to reach the business: an icon, what it is (Phones, Email, Hours...) and the values. */
export function ContactRow({ look, icon, title, children }: { look: ContactRowLook; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component={look.component ?? 'div'} sx={look.sx}>
      <Box aria-hidden="true" sx={look.iconSx}>
        {icon}
      </Box>
      <Box sx={look.textSx ?? textMinWidth}>
        <Typography component={look.title.component} variant={look.title.variant} sx={look.title.sx}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
