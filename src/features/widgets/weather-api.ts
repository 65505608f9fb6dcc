import * as v from 'valibot';
import { finiteNumber as num } from '../../contract/schema-kit';
import { readCached, writeCached, fetchJson, type KeyValueStore } from './cache-store';
import { cityFromAddress, coordsFromMapsUrl, type LatLng } from './coords';

/** The part of Open-Meteo's forecast answer we use; anything else is rejected. */
export const forecastSchema = v.object({
  current: v.object({
    temperature_2m: num,
    apparent_temperature: num,
    weather_code: num,
    wind_speed_10m: num,
  }),
  daily: v.object({
    time: v.array(v.string()),
    weather_code: v.array(num),
    temperature_2m_max: v.array(num),
    temperature_2m_min: v.array(num),
  }),
});

export const geocodeSchema = v.object({
  results: v.pipe(v.array(v.object({ latitude: num, longitude: num, name: v.optional(v.string()) })), v.minLength(1)),
});

export interface WeatherReading {
  temperature: number;
  feelsLike: number;
  code: number;
  wind: number;
  days: Array<{ date: string; code: number; max: number; min: number }>;
}

export const readingSchema = v.object({
  temperature: num,
  feelsLike: num,
  code: num,
  wind: num,
  days: v.array(v.object({ date: v.string(), code: num, max: num, min: num })),
});
const cachedSchema = v.object({ at: num, reading: readingSchema });

export function forecastUrl(base: string, at: LatLng): string {
  const q = new URLSearchParams({
    latitude: at.lat.toFixed(4),
    longitude: at.lng.toFixed(4),
    current: 'temperature_2m,apparent_temperature,weather_code,wind_speed_10m',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min',
    temperature_unit: 'fahrenheit',
    wind_speed_unit: 'mph',
    timezone: 'auto',
    forecast_days: '4',
  });
  return `${base}/v1/forecast?${q.toString()}`;
}

export function geocodeUrl(base: string, city: string): string {
  return `${base}/v1/search?${new URLSearchParams({ name: city, count: '1' }).toString()}`;
}

/** Validates a forecast answer and turns it into a reading (today's row left out of the days). */
export function toReading(answer: unknown): WeatherReading | undefined {
  const parsed = v.safeParse(forecastSchema, answer);
  if (!parsed.success) return undefined;
  const { current, daily } = parsed.output;
  const days = daily.time
    .map((date, i) => ({ date, code: daily.weather_code[i], max: daily.temperature_2m_max[i], min: daily.temperature_2m_min[i] }))
    .filter((d): d is WeatherReading['days'][number] => d.code !== undefined && d.max !== undefined && d.min !== undefined);
  return {
    temperature: current.temperature_2m,
    feelsLike: current.apparent_temperature,
    code: current.weather_code,
    wind: current.wind_speed_10m,
    days,
  };
}

export function weatherKey(docId: string): string {
  return `canopy:weather:${docId || 'site'}`;
}

export interface WeatherPlace {
  docId: string;
  mapsUrl?: string;
  address: string;
}

export interface WeatherDeps {
  weatherBase: string;
  geocodeBase: string;
  store: KeyValueStore;
  now: () => number;
  fetchImpl?: typeof fetch;
}

export type WeatherResult =
  | { status: 'fresh'; reading: WeatherReading; at: number }
  | { status: 'stale'; reading: WeatherReading; at: number }
  | { status: 'none' };

async function locate(place: WeatherPlace, deps: WeatherDeps): Promise<LatLng> {
  const fromUrl = coordsFromMapsUrl(place.mapsUrl);
  if (fromUrl) return fromUrl;
  const city = cityFromAddress(place.address);
  if (!city) throw new Error('no location');
  const geo = v.parse(geocodeSchema, await fetchJson(geocodeUrl(deps.geocodeBase, city), {}, deps.fetchImpl));
  const first = geo.results[0]!;
  return { lat: first.latitude, lng: first.longitude };
}

/**
 * Current weather at the business. Never rejects: on any failure (offline, 500, junk) it
 * answers the last kept reading marked stale, or none.
 */
export async function loadWeather(place: WeatherPlace, deps: WeatherDeps): Promise<WeatherResult> {
  const key = weatherKey(place.docId);
  try {
    const at = await locate(place, deps);
    const reading = toReading(await fetchJson(forecastUrl(deps.weatherBase, at), {}, deps.fetchImpl));
    if (!reading) throw new Error('unexpected forecast answer');
    const now = deps.now();
    await writeCached(deps.store, key, { at: now, reading });
    return { status: 'fresh', reading, at: now };
  } catch (err) {
    console.warn('Weather is not available:', err instanceof Error ? err.message : err);
    const cached = await readCached(deps.store, key, cachedSchema);
    return cached ? { status: 'stale', reading: cached.reading, at: cached.at } : { status: 'none' };
  }
}
