import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useStrings } from '../i18n/use-strings';
import { NativeDialog } from './native-dialog';
import { useSlot } from './slots';

/**
 * "Send me your details" on the card and the bio page: the page draws its own opener; the lead
 * form (its chunk, the outbox) loads only when the dialog opens, in its `exchange` variant, so the
 * details go through the same outbox and relay as an estimate and arrive once when signal returns.
 */
export function ContactExchange({ idPrefix, opener }: { idPrefix: string; opener: (open: () => void) => ReactNode }) {
  const s = useStrings();
  const LeadForm = useSlot('LeadForm');
  const [open, setOpen] = useState(false);
  if (!LeadForm) return null;
  const titleId = `${idPrefix}-title`;
  return (
    <>
      {opener(() => setOpen(true))}
      {open && (
        <NativeDialog onClose={() => setOpen(false)} labelledBy={titleId} maxWidth={520} sx={{ borderTop: '6px solid var(--main-color)' }}>
          <IconButton aria-label={s.common.close} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1, width: 44, height: 44 }}>
            <CloseIcon />
          </IconButton>
          <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: 5, pb: 4 }}>
            <Typography id={titleId} variant="h2" component="h2" sx={{ color: 'text.primary', fontSize: { xs: '1.4rem', sm: '1.7rem' }, mb: 2.5, pr: 4 }}>
              {s.cardKit.exchangeTitle}
            </Typography>
            <LeadForm idPrefix={idPrefix} variant="exchange" />
          </Box>
        </NativeDialog>
      )}
    </>
  );
}
