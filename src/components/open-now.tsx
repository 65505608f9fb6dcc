import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { OpenNow } from '../i18n/open-now';
import { language } from '../site-data/selectors';
import { useSiteData } from '../site-data/site-data-context';
import { useClock } from '../hooks/use-clock';
import { useConfig } from '../hooks/use-config';
import { LIVE_ATTRS, openNowHours } from '../contract/page-marks';

/**
 * Open or closed now, in the business's own time zone, kept current on the
 * injectable clock: it is read again at every minute's turn, so "Open now" becomes "Closed"
 * at closing time without a reload. Null when the build has no time zone, the hours do not say
 * the whole week, or before the first effect (the prerendered HTML never carries a time).
 *
 * The hours grammar and the wording are fetched after the first render, and only when the build
 * has a time zone: a site without one, and every first paint, carries none of it (budget).
 */
function useOpenNowLive(): OpenNow | null {
  const { timeZone, zoneOffsets } = useConfig();
  const data = useSiteData();
  const clock = useClock();
  const { workdays, workHours } = data.dbPrincipal;
  const lang = language(data);
  const [openNow, setOpenNow] = useState<OpenNow | null>(null);
  useEffect(() => {
    if (!timeZone) return;
    let stopped = false;
    let cancel = () => {};
    Promise.all([import('../i18n/open-now'), import('../site-data/hours')])
      .then(([{ describeOpenNow }, { readHours }]) => {
        const week = readHours(workdays, workHours).week;
        const tick = () => {
          if (stopped) return;
          const t = clock.now();
          setOpenNow(describeOpenNow(week, new Date(t), timeZone, lang, zoneOffsets));
          cancel = clock.after(60_000 - (t % 60_000) + 20, tick);
        };
        tick();
      })
      .catch((err: unknown) => console.warn('Opening hours could not be read:', err));
    return () => {
      stopped = true;
      cancel();
    };
  }, [clock, workdays, workHours, timeZone, zoneOffsets, lang]);
  return openNow;
}

declare const __CANOPY_OPEN_NOW__: boolean;

/** A build without a time zone (vite.config.ts define) keeps none of this module's code. */
export const useOpenNow: () => OpenNow | null = __CANOPY_OPEN_NOW__ ? useOpenNowLive : () => null;

interface OpenNowLineProps {
  openNow: OpenNow | null;
  sx?: SxProps<Theme>;
}

/**
 * The status line ("Open now · closes 6:00 PM"). The mark beside it is a filled dot when open
 * and a ring when closed, drawn in the text's own colour: the shape tells the state, so it
 * reads on whatever band a record's colours make, and the words say it for screen readers.
 *
 * Rendered (hidden) before the state is known, with what the page's entry needs to write it
 * before the app runs (src/entry/live-state.ts): the record's hours and language.
 * The app takes over what the entry wrote when it hydrates the line; the state shows only as
 * text and `data-open` (no style of its own), which the entry writes as the app would.
 */
function OpenNowLineLive({ openNow, sx }: OpenNowLineProps) {
  const data = useSiteData();
  const hours = openNowHours(data.dbPrincipal.workdays, data.dbPrincipal.workHours);
  return (
    <Box
      component="span"
      data-testid="open-now"
      {...{ [LIVE_ATTRS.openNow]: hours }}
      data-lang={language(data)}
      data-open={openNow ? String(openNow.open) : undefined}
      hidden={!openNow}
      suppressHydrationWarning
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          minWidth: 0,
          '&[hidden]': { display: 'none' },
          '&[data-open="true"] > :first-of-type': { bgcolor: 'currentColor' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" aria-hidden="true" sx={{ width: 10, height: 10, flex: 'none', borderRadius: '50%', border: '2px solid currentColor' }} />
      <span suppressHydrationWarning>{openNow?.text ?? ''}</span>
    </Box>
  );
}

export const OpenNowLine: (props: OpenNowLineProps) => React.ReactNode = __CANOPY_OPEN_NOW__ ? OpenNowLineLive : () => null;
