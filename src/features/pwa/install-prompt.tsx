import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import IosShareIcon from '@mui/icons-material/IosShare';
import { useStrings } from '../../i18n/use-strings';
import { iosHintSnapshot, noSubscribe } from './platform';
import { pwaStore, type PwaStore } from './pwa-store';
import { usePwaState } from './use-pwa-state';

/**
 * Install button for the card and link-in-bio apps (the `InstallPrompt` slot): shown while the
 * browser offers installation; on iOS Safari, which never offers it, a short hint instead.
 * Renders nothing on the server.
 */
export function InstallPrompt({ store = pwaStore }: { store?: PwaStore }) {
  const s = useStrings().card;
  const { installEvent } = usePwaState(store);
  const iosHint = useSyncExternalStore(noSubscribe, iosHintSnapshot, () => false);
  const [busy, setBusy] = useState(false);

  if (installEvent) {
    const install = async () => {
      setBusy(true);
      try {
        await installEvent.prompt();
        await installEvent.userChoice;
      } finally {
        // An offer can be used once; the browser sends a new one if it still applies.
        store.set({ installEvent: null });
        setBusy(false);
      }
    };
    return (
      <Button
        variant="contained"
        color="primary"
        startIcon={<InstallMobileIcon aria-hidden />}
        onClick={() => void install()}
        disabled={busy}
        sx={{ minHeight: 44, borderRadius: 999, px: 3 }}
        data-testid="install-button"
        data-event="install"
      >
        {s.install}
      </Button>
    );
  }
  if (iosHint) {
    return (
      <Alert severity="info" icon={<IosShareIcon fontSize="inherit" aria-hidden />} sx={{ maxWidth: 420, mx: 'auto' }} data-testid="ios-install-hint">
        {s.iosHint}
      </Alert>
    );
  }
  return null;
}
