import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { NativeDialog } from '../../components/native-dialog';
import type { ContactExchangeProps } from '../../components/slots';
import { useStrings } from '../../i18n/use-strings';
import { useCardKit } from '../../i18n/use-card-kit';
import { LeadForm } from './lead-form';

/**
 * "Send me your details" (card and bio page): the lead form's `exchange` variant in a dialog, so
 * the details go through the same outbox and relay as an estimate and arrive once when signal
 * returns. Its own chunk, loaded when the visitor opens it.
 */
export function ContactExchangeDialog({ idPrefix, onClose }: ContactExchangeProps) {
  const s = useStrings();
  const k = useCardKit();
  const titleId = `${idPrefix}-title`;
  return (
    <NativeDialog onClose={onClose} labelledBy={titleId} maxWidth={520} sx={{ borderTop: '6px solid var(--main-color)' }}>
      <IconButton aria-label={s.common.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1, width: 44, height: 44 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: 5, pb: 4 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ color: 'text.primary', fontSize: { xs: '1.4rem', sm: '1.7rem' }, mb: 2.5, pr: 4 }}>
          {k.exchangeTitle}
        </Typography>
        <LeadForm idPrefix={idPrefix} exchange={{ subject: k.exchangeSubject, consent: k.exchangeConsent }} />
      </Box>
    </NativeDialog>
  );
}
