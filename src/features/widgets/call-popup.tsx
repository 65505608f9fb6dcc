import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { constants } from '../../config/constants';
import { useClock } from '../../hooks/use-clock';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { telHref } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { OpenNowLine, useOpenNow } from '../../components/open-now';

/** Call widget: a loader for 1 s, then the first phone as a `tel:+1` link. */
export default function CallPopup() {
  const data = useSiteData();
  const s = useStrings();
  // Names the spinner (the text beside it): a progress bar needs a name (axe: aria-progressbar-name).
  const loadingId = useId();
  const clock = useClock();
  const openNow = useOpenNow();
  const [ready, setReady] = useState(false);
  useEffect(() => clock.after(constants.callLoaderMs, () => setReady(true)), [clock]);
  const phone = data.dbPrincipal.phones[0]?.phone ?? '';
  if (!ready) {
    return (
      <Box role="status" data-testid="call-loader" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5 }}>
        <CircularProgress size={24} aria-labelledby={loadingId} />
        <Typography id={loadingId}>{s.widgets.connecting}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ textAlign: 'center', py: 0.5 }}>
      {openNow && (
        <Box data-testid="call-hours" sx={{ mb: 1.5, fontSize: '0.9375rem' }}>
          <OpenNowLine openNow={openNow} sx={{ fontWeight: 700 }} />
          {openNow.callNote && <Typography sx={{ mt: 0.5, fontSize: '0.875rem' }}>{openNow.callNote}</Typography>}
        </Box>
      )}
      <Box
        component="a"
        href={telHref(phone)}
        data-testid="call-link"
        aria-label={format(s.header.callLabel, { phone })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 48,
          px: 2,
          borderRadius: 999,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          fontSize: '1.125rem',
          textDecoration: 'none',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
        }}
      >
        <PhoneIcon aria-hidden />
        {phone}
      </Box>
      <Typography sx={{ mt: 1, fontSize: '0.875rem', color: 'text.secondary' }}>{s.widgets.callNow}</Typography>
    </Box>
  );
}
