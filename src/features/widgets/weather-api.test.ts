import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './cache-store';
import { forecastSchema, forecastUrl, geocodeSchema, geocodeUrl, loadWeather, readingSchema, toReading, weatherKey } from './weather-api';
import { weatherKind } from './weather-codes';

const cannedForecast = {
  current: { time: '2026-05-01T10:00', temperature_2m: 71.6, apparent_temperature: 73.1, weather_code: 2, wind_speed_10m: 8.4 },
  daily: {
    time: ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'],
    weather_code: [2, 61, 0, 95],
    temperature_2m_max: [80.2, 75, 83.4, 78],
    temperature_2m_min: [60.1, 58, 62.3, 61],
  },
};

function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('weather answers', () => {
  it('accepts a forecast answer and keeps every day', () => {
    const r = toReading(cannedForecast);
    expect(r).toMatchObject({ temperature: 71.6, feelsLike: 73.1, code: 2, wind: 8.4 });
    expect(r?.days).toHaveLength(4);
    expect(r?.days[1]).toEqual({ date: '2026-05-02', code: 61, max: 75, min: 58 });
  });

  it('rejects junk and partial answers', () => {
    expect(toReading('<html>')).toBeUndefined();
    expect(toReading({ current: { temperature_2m: 'hot' }, daily: cannedForecast.daily })).toBeUndefined();
    expect(toReading({ current: cannedForecast.current })).toBeUndefined();
    expect(toReading(null)).toBeUndefined();
  });

  it('asks for °F, mph, current conditions and a 4-day forecast', () => {
    const u = new URL(forecastUrl('https://api.open-meteo.com', { lat: 30.2385, lng: -97.7857 }));
    expect(u.pathname).toBe('/v1/forecast');
    expect(u.searchParams.get('latitude')).toBe('30.2385');
    expect(u.searchParams.get('longitude')).toBe('-97.7857');
    expect(u.searchParams.get('temperature_unit')).toBe('fahrenheit');
    expect(u.searchParams.get('wind_speed_unit')).toBe('mph');
    expect(u.searchParams.get('forecast_days')).toBe('4');
    expect(geocodeUrl('https://g.example', 'San Antonio')).toBe('https://g.example/v1/search?name=San+Antonio&count=1');
  });

  it('maps WMO codes to kinds', () => {
    expect([0, 1, 2, 3, 45, 53, 63, 67, 75, 81, 86, 96, 42].map(weatherKind)).toEqual([
      'clear', 'mainlyClear', 'partlyCloudy', 'overcast', 'fog', 'drizzle', 'rain', 'freezingRain', 'snow', 'showers', 'snowShowers', 'thunderstorm', 'unknown',
    ]);
  });
});

describe('loadWeather', () => {
  const place = { docId: 'doc1', mapsUrl: 'https://www.google.com/maps/embed?pb=!2d-97.7857!3d30.2385', address: 'x, Austin, TX' };

  it('uses the maps coordinates, keeps the reading, and serves it stale when the API fails', async () => {
    const store = memoryStore();
    const urls: string[] = [];
    const ok = vi.fn(async (u: string | URL | Request) => {
      urls.push(String(u));
      return answer(cannedForecast);
    });
    const deps = { weatherBase: 'https://w', geocodeBase: 'https://g', store, now: () => 1_000 };
    const fresh = await loadWeather(place, { ...deps, fetchImpl: ok as unknown as typeof fetch });
    expect(fresh).toMatchObject({ status: 'fresh', at: 1_000 });
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('latitude=30.2385');
    expect(store.map.has(weatherKey('doc1'))).toBe(true);

    const down = (async () => answer('oops', 500)) as unknown as typeof fetch;
    const stale = await loadWeather(place, { ...deps, now: () => 999_999, fetchImpl: down });
    expect(stale).toMatchObject({ status: 'stale', at: 1_000 });
    if (stale.status === 'stale') expect(stale.reading.temperature).toBe(71.6);

    const junk = (async () => answer({ current: 'x' })) as unknown as typeof fetch;
    expect((await loadWeather(place, { ...deps, fetchImpl: junk })).status).toBe('stale');
  });

  it('geocodes the city of the first address when the maps URL has no coordinates', async () => {
    const urls: string[] = [];
    const f = (async (u: string | URL | Request) => {
      urls.push(String(u));
      return String(u).includes('/v1/search') ? answer({ results: [{ latitude: 45.5, longitude: -122.6, name: 'Portland' }] }) : answer(cannedForecast);
    }) as unknown as typeof fetch;
    const r = await loadWeather(
      { docId: 'd', address: '12 Oak St, Portland, OR 97201' },
      { weatherBase: 'https://w', geocodeBase: 'https://g', store: memoryStore(), now: () => 1, fetchImpl: f },
    );
    expect(r.status).toBe('fresh');
    expect(urls[0]).toBe('https://g/v1/search?name=Portland&count=1');
    expect(urls[1]).toContain('latitude=45.5000');
  });

  it('answers none when nothing was ever kept and the network is down', async () => {
    const f = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const r = await loadWeather(place, { weatherBase: 'https://w', geocodeBase: 'https://g', store: memoryStore(), now: () => 1, fetchImpl: f });
    expect(r).toEqual({ status: 'none' });
  });
});

describe('weather schemas reject what they rejected before', () => {
  const withCurrent = (patch: Record<string, unknown>) => ({ ...cannedForecast, current: { ...cannedForecast.current, ...patch } });
  const withDaily = (patch: Record<string, unknown>) => ({ ...cannedForecast, daily: { ...cannedForecast.daily, ...patch } });

  it.each([
    ['a string temperature', withCurrent({ temperature_2m: '71' })],
    ['an infinite temperature', withCurrent({ temperature_2m: Infinity })],
    ['NaN wind', withCurrent({ wind_speed_10m: NaN })],
    ['a missing weather code', withCurrent({ weather_code: undefined })],
    ['a null feels-like', withCurrent({ apparent_temperature: null })],
    ['daily times that are numbers', withDaily({ time: [1, 2] })],
    ['a daily code that is a string', withDaily({ weather_code: [2, '61'] })],
    ['an infinite daily max', withDaily({ temperature_2m_max: [Infinity] })],
    ['daily min not a list', withDaily({ temperature_2m_min: 60 })],
    ['no daily', { current: cannedForecast.current }],
    ['current as a list', { ...cannedForecast, current: [] }],
  ])('forecast: %s', (_label, input) => {
    expect(v.safeParse(forecastSchema, input).success).toBe(false);
  });

  it('forecast: drops unknown keys (current.time) and keeps the rest', () => {
    const r = v.safeParse(forecastSchema, cannedForecast);
    expect(r.success && r.output.current).toEqual({ temperature_2m: 71.6, apparent_temperature: 73.1, weather_code: 2, wind_speed_10m: 8.4 });
    expect(v.safeParse(forecastSchema, withDaily({ time: [], weather_code: [], temperature_2m_max: [], temperature_2m_min: [] })).success).toBe(true);
  });

  it.each([
    ['one place', { results: [{ latitude: 1, longitude: 2, name: 'X' }] }, true],
    ['a place without name', { results: [{ latitude: 1, longitude: 2 }] }, true],
    ['no places', { results: [] }, false],
    ['no results key (Open-Meteo answers {} for nothing found)', {}, false],
    ['a numeric name', { results: [{ latitude: 1, longitude: 2, name: 3 }] }, false],
    ['a string latitude', { results: [{ latitude: '1', longitude: 2 }] }, false],
    ['an infinite longitude', { results: [{ latitude: 1, longitude: -Infinity }] }, false],
  ])('geocode: %s', (_label, input, ok) => {
    expect(v.safeParse(geocodeSchema, input).success).toBe(ok);
  });

  it('kept readings of the wrong shape are ignored (none, not a broken popup)', async () => {
    const good = toReading(cannedForecast)!;
    expect(v.safeParse(readingSchema, good).success).toBe(true);
    for (const bad of [{ ...good, temperature: '70' }, { ...good, days: [{ date: 1, code: 0, max: 1, min: 0 }] }, { ...good, days: undefined }]) {
      expect(v.safeParse(readingSchema, bad).success).toBe(false);
    }
    const store = memoryStore();
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const place = { docId: 'k', mapsUrl: 'https://www.google.com/maps/embed?pb=!2d-97.7857!3d30.2385', address: '' };
    const deps = { weatherBase: 'https://w', geocodeBase: 'https://g', store, now: () => 1, fetchImpl: down };
    for (const kept of [{ at: '1', reading: good }, { at: 1, reading: { ...good, code: null } }, { reading: good }, 'x']) {
      store.map.set(weatherKey('k'), kept);
      expect(await loadWeather(place, deps)).toEqual({ status: 'none' });
    }
    store.map.set(weatherKey('k'), { at: 7, reading: good });
    expect(await loadWeather(place, deps)).toEqual({ status: 'stale', reading: good, at: 7 });
  });
});
