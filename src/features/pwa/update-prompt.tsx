import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStrings } from '../../i18n/use-strings';
import { pwaStore, type PwaStore } from './pwa-store';
import { hasUnsentInput } from './unsent-input';
import { usePwaState } from './use-pwa-state';

/**
 * "A new version is available" — non-blocking; the page switches only when the visitor
 * presses Update, and warns first when a form holds unsent input.
 */
export function UpdatePrompt({ store = pwaStore }: { store?: PwaStore }) {
  const s = useStrings().pwa;
  const { updateReady } = usePwaState(store);
  const [dismissed, setDismissed] = useState(false);
  const [unsent, setUnsent] = useState(false);
  const open = updateReady && !dismissed;

  useEffect(() => {
    if (!open) return;
    const check = () => setUnsent(hasUnsentInput(document));
    check();
    document.addEventListener('input', check, true);
    return () => document.removeEventListener('input', check, true);
  }, [open]);

  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={{ bottom: { xs: 88, sm: 24 } }}>
      <SnackbarContent
        role="status"
        data-testid="update-prompt"
        sx={{ maxWidth: 560 }}
        message={
          <Stack spacing={0.5}>
            <Typography variant="body2" component="span">
              {s.updateAvailable}
            </Typography>
            {unsent && (
              <Typography variant="body2" component="span" sx={{ opacity: 0.9 }}>
                {s.updateWithUnsent}
              </Typography>
            )}
          </Stack>
        }
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" onClick={() => setDismissed(true)} sx={{ minHeight: 44 }}>
              {s.dismiss}
            </Button>
            <Button variant="contained" color="primary" onClick={() => store.acceptUpdate()} sx={{ minHeight: 44 }}>
              {s.reload}
            </Button>
          </Stack>
        }
      />
    </Snackbar>
  );
}
