import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { language } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import type { VisitsResult } from './visits';

export interface VisitsPopupProps {
  /** This page load's counting result, when there was one. */
  counted: VisitsResult | undefined;
  /** Reads the total without counting. */
  read(): Promise<VisitsResult>;
}

/** The visits total; offline, the last known count marked as such. */
export default function VisitsPopup({ counted, read }: VisitsPopupProps) {
  const s = useStrings();
  // Names the spinner (the text beside it): a progress bar needs a name (axe: aria-progressbar-name).
  const loadingId = useId();
  const lang = language(useSiteData());
  const [result, setResult] = useState<VisitsResult | undefined>(counted?.status === 'fresh' ? counted : undefined);
  useEffect(() => {
    if (counted?.status === 'fresh') return;
    let live = true;
    void read().then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [counted, read]);
  if (!result) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={20} aria-labelledby={loadingId} />
        <Typography id={loadingId}>{s.widgets.loading}</Typography>
      </Box>
    );
  }
  if (result.status === 'none') return <Typography role="status">{s.widgets.visitsUnavailable}</Typography>;
  const count = new Intl.NumberFormat(lang).format(result.count);
  return (
    <Box sx={{ textAlign: 'center' }} data-testid="visits-total">
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>{format(s.widgets.visitsTotal, { count })}</Typography>
      {result.status === 'stale' && (
        <Typography data-testid="visits-stale" sx={{ mt: 1, fontSize: '0.8125rem', fontStyle: 'italic', color: 'text.secondary' }}>
          {s.widgets.lastKnownCount}
        </Typography>
      )}
    </Box>
  );
}
