/**
 * Downloads one image with a timeout and a size cap; sends the cached validators when known.
 * Only http(s), only to hosts the address policy allows (address-policy.ts): each hop of a
 * redirect is checked again (redirects are followed here, not by the HTTP client), and the
 * connection goes to the very addresses that were checked.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { checkedAddresses, policyFor, RefusedError, type AddressPolicy, type ResolvedAddress } from './address-policy';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type FetchResult =
  | { status: 'ok'; body: Buffer; validators: Validators }
  | { status: 'not-modified' }
  | {
      status: 'failed';
      reason: string;
      /** No connection at all (name lookup, refused, no answer before the timeout): the host, not the image. */
      unreachable?: boolean;
      /** Stopped by the caller (`stop`), not by the host. */
      stopped?: boolean;
    }
  /** Not fetched: a scheme other than http(s), or a host (or a redirect's) the build may not reach. */
  | { status: 'refused'; reason: string };

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 25 * 1024 * 1024 };
/** Redirects followed before giving up (each one checked like the first URL). */
export const MAX_REDIRECTS = 5;

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A connection lookup that answers the addresses already checked (no second DNS answer to trust). */
function pinnedLookup(addresses: ResolvedAddress[]) {
  return (_host: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) => {
    const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = wanted.length ? wanted : addresses;
    if ((options as LookupAllOptions).all) callback(null, list);
    else callback(null, list[0]!.address, list[0]!.family);
  };
}

function request(url: URL, headers: Record<string, string>, addresses: ResolvedAddress[], signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'GET', headers, signal, lookup: pinnedLookup(addresses) as never }, resolve);
    req.on('error', reject);
    req.end();
  });
}

export async function fetchImage(
  url: string,
  known: Validators | undefined,
  limits: FetchLimits = DEFAULT_LIMITS,
  policy: AddressPolicy = policyFor(undefined),
  /** Ends the download wherever it is (the image step's deadline). */
  stop?: AbortSignal,
): Promise<FetchResult> {
  const headers: Record<string, string> = { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8', 'User-Agent': 'canopy-build' };
  if (known?.etag) headers['If-None-Match'] = known.etag;
  if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: 'refused', reason: 'not an absolute URL' };
  }
  // Once a host has answered, a failure (a body that stalls, a reset) is this image's alone.
  let answered = false;
  try {
    for (let hop = 0; ; hop++) {
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        return { status: 'refused', reason: `${hop ? 'redirected to' : 'scheme'} ${target.protocol} (only http and https)` };
      }
      let addresses: ResolvedAddress[];
      try {
        addresses = await checkedAddresses(policy, target);
      } catch (err) {
        if (err instanceof RefusedError) return { status: 'refused', reason: hop ? `redirected to ${target.href}: ${err.message}` : err.message };
        throw err;
      }
      const res = await request(target, headers, addresses, signal);
      answered = true;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        res.resume();
        if (hop >= MAX_REDIRECTS) return { status: 'failed', reason: `more than ${MAX_REDIRECTS} redirects` };
        target = new URL(location, target);
        continue;
      }
      if (status === 304) {
        res.resume();
        return { status: 'not-modified' };
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return { status: 'failed', reason: `HTTP ${status}` };
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        res.destroy();
        return { status: 'failed', reason: `over the size cap (${declared} > ${limits.maxBytes} bytes)` };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limits.maxBytes) {
          res.destroy();
          return { status: 'failed', reason: `over the size cap (> ${limits.maxBytes} bytes)` };
        }
        chunks.push(chunk);
      }
      const validators: Validators = {};
      const etag = res.headers.etag;
      const lastModified = res.headers['last-modified'];
      if (etag) validators.etag = etag;
      if (lastModified) validators.lastModified = lastModified;
      return { status: 'ok', body: Buffer.concat(chunks), validators };
    }
  } catch (err) {
    if (stop?.aborted) return { status: 'failed', reason: 'stopped', stopped: true };
    return { status: 'failed', reason: timeout.aborted ? `timed out after ${limits.timeoutMs} ms` : errorText(err), unreachable: !answered };
  }
}

/** An error as the report says it: its message, with its code (ECONNREFUSED) when the message lacks it. */
function errorText(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return `${err instanceof Error ? err.message : String(err)}${code && !String(err).includes(code) ? ` (${code})` : ''}`;
}

/**
 * The URL to download for an image URL of the record: an absolute http(s) URL as it is, a
 * relative one resolved against the record's URL at the data service (as the parser resolves the
 * demo's). Another scheme and `//host` are refused (RefusedError); a relative URL with no data
 * service to resolve against (the demo's record is a file of the build) is not a file of the build.
 */
export function downloadUrl(url: string, dataUrl: string | undefined): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1]!)) throw new RefusedError(`scheme ${scheme[1]!.toLowerCase()}: (only http and https)`);
    return url;
  }
  if (url.startsWith('//') || url.startsWith('\\')) throw new RefusedError('a URL with no scheme');
  let base: URL | undefined;
  try {
    base = dataUrl ? new URL(dataUrl) : undefined;
  } catch {
    base = undefined;
  }
  if (!base) throw new Error('not a file of the build');
  return new URL(url, base).href;
}
