import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AcUnit from '@mui/icons-material/AcUnit';
import Cloud from '@mui/icons-material/Cloud';
import FilterDrama from '@mui/icons-material/FilterDrama';
import Foggy from '@mui/icons-material/Foggy';
import Grain from '@mui/icons-material/Grain';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import Umbrella from '@mui/icons-material/Umbrella';
import WbSunny from '@mui/icons-material/WbSunny';
import type { SvgIconComponent } from '@mui/icons-material';
import { useClock } from '../../hooks/use-clock';
import { useConfig } from '../../hooks/use-config';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { language } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { formatAge } from './age';
import { idbStore } from './cache-store';
import { loadWeather, type WeatherReading, type WeatherResult } from './weather-api';
import { weatherKind, type WeatherKind } from './weather-codes';
import { visuallyHidden } from '../../utils/visually-hidden';

const ICONS: Record<WeatherKind, { Icon: SvgIconComponent; color: string }> = {
  clear: { Icon: WbSunny, color: '#b26a00' },
  mainlyClear: { Icon: WbSunny, color: '#b26a00' },
  partlyCloudy: { Icon: FilterDrama, color: '#455a64' },
  overcast: { Icon: Cloud, color: '#546e7a' },
  fog: { Icon: Foggy, color: '#546e7a' },
  drizzle: { Icon: Grain, color: '#1565c0' },
  rain: { Icon: Umbrella, color: '#1565c0' },
  freezingRain: { Icon: Grain, color: '#0277bd' },
  snow: { Icon: AcUnit, color: '#0277bd' },
  showers: { Icon: Umbrella, color: '#1565c0' },
  snowShowers: { Icon: AcUnit, color: '#0277bd' },
  thunderstorm: { Icon: Thunderstorm, color: '#4527a0' },
  unknown: { Icon: Cloud, color: '#546e7a' },
};

const round = (n: number) => Math.round(n);

// A request in flight is shared (a quick close and reopen, or a double mount, asks once).
const pending = new Map<string, Promise<WeatherResult>>();

/** The weather at the business's first location, fetched once the widget opens. */
function useWeather(): WeatherResult | undefined {
  const data = useSiteData();
  const clock = useClock();
  const { weatherUrl, geocodeUrl } = useConfig();
  const [result, setResult] = useState<WeatherResult | undefined>();
  const location = data.dbPrincipal.location[0];
  useEffect(() => {
    let live = true;
    const key = `${data.docId}|${location?.url ?? ''}|${location?.address ?? ''}`;
    let p = pending.get(key);
    if (!p) {
      p = loadWeather(
        { docId: data.docId, mapsUrl: location?.url, address: location?.address ?? '' },
        { weatherBase: weatherUrl, geocodeBase: geocodeUrl, store: idbStore, now: () => clock.now() },
      ).finally(() => pending.delete(key));
      pending.set(key, p);
    }
    void p.then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [data.docId, location?.url, location?.address, clock, weatherUrl, geocodeUrl]);
  return result;
}

/** Current conditions and the next days at the business, fetched when the widget opens. */
export default function WeatherPopup() {
  const data = useSiteData();
  const s = useStrings();
  // Names the spinner (the text beside it): a progress bar needs a name (axe: aria-progressbar-name).
  const loadingId = useId();
  const clock = useClock();
  const lang = language(data);
  const result = useWeather();

  if (!result) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <CircularProgress size={20} aria-labelledby={loadingId} />
        <Typography id={loadingId}>{s.widgets.loading}</Typography>
      </Box>
    );
  }
  if (result.status === 'none') {
    return (
      <Typography role="status" data-testid="weather-unavailable">
        {s.widgets.weatherUnavailable}
      </Typography>
    );
  }
  const { reading } = result;
  const kind = weatherKind(reading.code);
  const { Icon, color } = ICONS[kind];
  const today = reading.days[0];
  return (
    <Box data-testid="weather-reading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Icon aria-hidden sx={{ fontSize: 56, color }} />
        <Box>
          <Typography data-testid="weather-temp" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1 }}>
            {round(reading.temperature)}°F
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{s.widgets.weatherCodes[kind]}</Typography>
        </Box>
      </Box>
      <Typography sx={{ mt: 1, fontSize: '0.875rem', color: 'text.secondary' }}>
        {format(s.widgets.weatherFeels, { t: round(reading.feelsLike) })} · {format(s.widgets.weatherWind, { w: round(reading.wind) })}
        {today && (
          <>
            <br />
            {format(s.widgets.weatherHighLow, { max: round(today.max), min: round(today.min) })}
          </>
        )}
      </Typography>
      {reading.days.length > 1 && (
        <>
          <Typography component="h3" sx={{ mt: 2, mb: 1, fontSize: '0.875rem', fontWeight: 700 }}>
            {s.widgets.weatherForecast}
          </Typography>
          <Forecast days={reading.days.slice(1, 4)} lang={lang} />
        </>
      )}
      {result.status === 'stale' && (
        <Typography data-testid="weather-stale" sx={{ mt: 1.5, fontSize: '0.8125rem', fontStyle: 'italic', color: 'text.secondary' }}>
          {format(s.widgets.weatherStale, { age: formatAge(clock.now() - result.at, lang) })}
        </Typography>
      )}
    </Box>
  );
}

/** The next days: each day's name, icon, and high and low (spoken as words). */
function Forecast({ days, lang }: { days: WeatherReading['days']; lang: string }) {
  const s = useStrings();
  const dayName = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {days.map((d) => {
        const k = weatherKind(d.code);
        const { Icon: DayIcon, color: dayColor } = ICONS[k];
        const date = new Date(`${d.date}T00:00:00Z`);
        return (
          <Box component="li" key={d.date} sx={{ textAlign: 'center', bgcolor: 'grey.100', borderRadius: 2, py: 1 }}>
            <Typography sx={{ fontSize: '0.8125rem', fontWeight: 700 }}>{Number.isNaN(date.getTime()) ? d.date : dayName.format(date)}</Typography>
            <DayIcon aria-hidden sx={{ color: dayColor, my: 0.5 }} />
            <Box component="span" sx={visuallyHidden}>
              {s.widgets.weatherCodes[k]}, {format(s.widgets.weatherHighLow, { max: round(d.max), min: round(d.min) })}
            </Box>
            <Typography aria-hidden sx={{ fontSize: '0.8125rem' }}>
              {round(d.max)}° / {round(d.min)}°
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
