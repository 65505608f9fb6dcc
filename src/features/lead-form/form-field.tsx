import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Native inputs styled to the site (lighter than MUI TextField, full control over ARIA). */
export const inputSx: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 48,
  px: 1.5,
  py: 1.25,
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.4,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'grey.600',
  borderRadius: 2,
  transition: 'border-color .15s, box-shadow .15s',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1, borderColor: 'primary.main' },
  '&[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
  '&:disabled': { bgcolor: 'action.disabledBackground', color: 'text.disabled', cursor: 'not-allowed' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
};

export const labelSx: SxProps<Theme> = { display: 'block', mb: 0.75, fontWeight: 600, fontSize: '0.95rem', color: 'text.primary' };

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Box id={id} sx={{ mt: 0.75, color: 'error.main', fontSize: '0.9rem', fontWeight: 500 }}>
      {message}
    </Box>
  );
}

export interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(required)". */
  note?: string;
  error?: string;
  /** Extra ids that describe the input (hints, shared errors). */
  describedBy?: string[];
  full?: boolean;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** Label, control and error in one cell; the control gets the ARIA wiring it needs. */
export function Field({ id, label, note, error, describedBy = [], full, children }: FieldProps) {
  const errorId = `${id}-error`;
  const ids = [...(error ? [errorId] : []), ...describedBy];
  return (
    <Box sx={{ gridColumn: full ? '1 / -1' : undefined, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
        {note && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {` (${note})`}
          </Box>
        )}
      </Box>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': ids.length ? ids.join(' ') : undefined })}
      <FieldError id={errorId} message={error} />
    </Box>
  );
}
