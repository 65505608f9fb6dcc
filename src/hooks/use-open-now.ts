import { useEffect, useMemo, useState } from 'react';
import { config } from '../config/env';
import { useStrings } from '../i18n/use-strings';
import { readHours } from '../site-data/hours';
import { describeOpenNow, type OpenNow } from '../i18n/open-now';
import { language } from '../site-data/selectors';
import { useSiteData } from '../site-data/site-data-context';
import { useClock } from './use-clock';

/**
 * Open or closed now, in the business's own time zone (issue 16), kept current on the
 * injectable clock: it is read again at every minute's turn, so "Open now" becomes "Closed"
 * at closing time without a reload. Null when the build has no time zone, the hours do not say
 * the whole week, or before the first effect (the prerendered HTML never carries a time).
 */
export function useOpenNow(timeZone: string = config.timeZone): OpenNow | null {
  const data = useSiteData();
  const s = useStrings();
  const clock = useClock();
  const { workdays, workHours } = data.dbPrincipal;
  const week = useMemo(() => readHours(workdays, workHours).week, [workdays, workHours]);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!week || !timeZone) return;
    let cancel = () => {};
    const tick = () => {
      const t = clock.now();
      setNow(t);
      cancel = clock.after(60_000 - (t % 60_000) + 20, tick);
    };
    tick();
    return () => cancel();
  }, [clock, week, timeZone]);
  return useMemo(
    () => (now === null || !week || !timeZone ? null : describeOpenNow(week, new Date(now), timeZone, language(data), s)),
    [now, week, timeZone, data, s],
  );
}
