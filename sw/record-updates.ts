import { isUsableRecord } from '../src/contract/record-rule';
import type { RecordUpdatedMessage } from '../src/contract/sw-messages';
import { parseRecordBody } from './record-assets';

/**
 * Only a 200 whose body is a usable record (the build's rule) may replace a cached record: a
 * captive portal's login page (200, HTML), a proxy's error page or a data service's bad day
 * (`{}`, `{"error":"not found"}`, a nameless record) would otherwise take the record's place and
 * the site would open offline with nothing. (Workbox `cacheWillUpdate`.)
 */
export async function cacheableRecord(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  return isUsableRecord(parseRecordBody(await response.clone().text()));
}

/** The reviews service answers a JSON array (`[{Date, ReviewsStars}]`): any JSON, never HTML. */
export async function cacheableAnyJson(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    JSON.parse(await response.clone().text());
    return true;
  } catch {
    return false;
  }
}

export const usableRecordPlugin = {
  async cacheWillUpdate({ response }: { response: Response }): Promise<Response | null> {
    return (await cacheableRecord(response)) ? response : null;
  },
};

export const anyJsonPlugin = {
  async cacheWillUpdate({ response }: { response: Response }): Promise<Response | null> {
    return (await cacheableAnyJson(response)) ? response : null;
  },
};

/**
 * Tells open pages when revalidation brought a different record (a Workbox `cacheDidUpdate`
 * plugin). Bodies are compared, not headers: the data service sends neither ETag nor
 * Last-Modified, and an edit can keep the length.
 */
export async function recordChanged(oldResponse: Response | undefined | null, newResponse: Response): Promise<boolean> {
  if (!oldResponse) return false;
  const [a, b] = await Promise.all([oldResponse.clone().text(), newResponse.clone().text()]);
  return a !== b;
}

export function recordUpdatedMessage(url: string): RecordUpdatedMessage {
  return { type: 'RECORD_UPDATED', url };
}

interface Notifiable {
  postMessage(message: unknown): void;
}

export function recordUpdatesPlugin(clients: () => Promise<readonly Notifiable[]>) {
  return {
    async cacheDidUpdate({ request, oldResponse, newResponse }: { request: Request; oldResponse?: Response | null; newResponse: Response }) {
      if (!(await recordChanged(oldResponse, newResponse))) return;
      const message = recordUpdatedMessage(request.url);
      for (const client of await clients()) client.postMessage(message);
    },
  };
}
