import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export interface PopupCardProps {
  id: string;
  /** Visible heading (and the popup's accessible name). */
  title: string;
  /** Shown before the heading (an avatar). */
  lead?: ReactNode;
  subtitle?: string;
  closeLabel: string;
  loadingLabel: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A small non-modal popup anchored beside the widget stack: heading, close button, focus
 * moved in on open (the panel moves it back to the widget's button on close).
 */
export function PopupCard({ id, title, lead, subtitle, closeLabel, loadingLabel, onClose, children }: PopupCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const headingId = `${id}-title`;
  const loadingId = `${id}-loading`;
  return (
    <Paper
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      elevation={8}
      sx={{
        position: 'fixed',
        right: 84,
        bottom: 16,
        zIndex: 1250,
        width: 'min(340px, calc(100vw - 100px))',
        maxHeight: 'calc(100dvh - 112px)',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        outline: 'none',
        '&:focus-visible': { boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}` },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pl: 2, pr: 0.5, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {lead}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3, color: 'inherit' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ fontSize: '0.8125rem', color: 'inherit' }}>{subtitle}</Typography>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label={closeLabel} sx={{ color: 'inherit', width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', p: 2 }}>
        <Suspense
          fallback={
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
              {/* The text names the spinner: a progress bar without a name is announced as just "progress bar" (axe: aria-progressbar-name). */}
              <CircularProgress size={20} aria-labelledby={loadingId} />
              <Typography id={loadingId}>{loadingLabel}</Typography>
            </Box>
          }
        >
          {children}
        </Suspense>
      </Box>
    </Paper>
  );
}
