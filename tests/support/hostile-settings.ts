import type { SettingKey } from '../../src/contract/settings';

/** Values a build must refuse, each with the variable it is given as. */
export const HOSTILE_SETTINGS: Array<[SettingKey, string]> = [
  ['BASE_PATH', '/x"><script>alert(1)</script>'],
  ['BASE_PATH', '/../'],
  ['VITE_SITE_URL', 'javascript:alert(1)'],
  ['VITE_SITE_URL', 'https://acme.example\nDisallow: /'],
  ['VITE_SITE_URL', 'https://acme.example/\n'],
  ['VITE_IMAGE_URL_TEMPLATE', 'https://img.example.com/{width}/{url} 2x'],
  ['VITE_IMAGE_URL_TEMPLATE', 'https://img.example.com/{width}/{url},https://evil.example/x.jpg 800w'],
  ['VITE_SITE_DATA_URL', 'ftp://data.example'],
  ['VITE_SITE_DATA_URL', 'https://user:secret@data.example'],
  ['VITE_EVENTS_URL', 'https://e.example/c; script-src *'],
  ['VITE_WEATHER_URL', 'https://*'],
  ['VITE_REVIEWS_URL', 'https://$host'],
  ['VITE_PAGE_ID', '../../etc/passwd'],
  ['VITE_TIME_ZONE', 'Mars/Olympus'],
  ['VITE_RELAY_IDEMPOTENCY', 'ture'],
  ['IMAGE_DEADLINE_SECONDS', '5m'],
  ['IMAGE_DEADLINE_SECONDS', '0'],
  ['IMAGE_TRUSTED_ORIGINS', 'http://127.0.0.1:9000/photos'],
  ['IMAGE_TRUSTED_ORIGINS', 'http://127.0.0.1:9000,http://10.0.0.1'],
  ['IMAGE_TRUSTED_ORIGINS', '*'],
];
