/**
 * Which hosts the build may fetch images from. A record is data from the
 * outside: a URL in it must not make the build machine reach its own loopback, the private
 * network, link-local addresses or a cloud's metadata service (`http://169.254.169.254/...`,
 * which hands out credentials). The check is made on the address a host name RESOLVES to, in
 * the lookup the connection itself uses (a name that resolves to a public address when checked
 * and to 127.0.0.1 when connected gains nothing), and again on every redirect.
 *
 * The exceptions are origins the operator configured: the data service's own (scheme, host
 * name as written, port), and those of `IMAGE_TRUSTED_ORIGINS`. Local development, the tests
 * and Lighthouse CI serve the data and the photo bucket on 127.0.0.1. Another port of the same
 * host is another service, and is checked like any host.
 */
import dns from 'node:dns';
import net from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (tests inject one: no DNS needed). */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupFn = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface AddressPolicy {
  /** Origins fetched whatever their host resolves to (`URL#origin`: `http://127.0.0.1:8080`). */
  trustedOrigins: string[];
  lookup: LookupFn;
}

/**
 * The policy of a build whose data service is at `dataUrl` (a path for the demo: nothing
 * trusted), with the operator's other trusted origins (`IMAGE_TRUSTED_ORIGINS`).
 */
export function policyFor(dataUrl: string | undefined, lookup: LookupFn = systemLookup, alsoTrusted: readonly string[] = []): AddressPolicy {
  const origins: string[] = [];
  for (const url of [dataUrl, ...alsoTrusted]) {
    try {
      if (url) origins.push(new URL(url).origin);
    } catch {
      // A path (the demo's record) has no origin.
    }
  }
  return { trustedOrigins: origins.filter((o) => o !== 'null'), lookup };
}

/** A URL's host name without IPv6 brackets or a trailing dot, lower case. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

const blocked: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private (carrier NAT; a cloud metadata address)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  // Azure's host endpoint (DNS, DHCP, the VM agent): reachable from every VM and not the internet.
  ['168.63.129.16', 32, 'cloud host endpoint'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];
const blocked6: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
  // Ranges that carry or reach an IPv4 address by a route of their own (a translator, a relay,
  // a tunnel): what they lead to is not the address checked, so none is fetched from.
  ['::ffff:0:0:0', 96, 'IPv4-translated'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['2002::', 16, '6to4'],
  ['2001::', 32, 'Teredo'],
];

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const a = address.toLowerCase();
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(a);
  if (!m) return undefined;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Why the build may not connect to `address` (an IP address), or undefined when it may. */
export function forbiddenReason(address: string): string | undefined {
  // A link-local IPv6 address may carry its interface (`fe80::1%eth0`).
  const ip = bareHost(address).replace(/%.*$/, '');
  const v4 = net.isIPv4(ip) ? ip : net.isIPv6(ip) ? embeddedIpv4(ip) : undefined;
  if (v4) {
    for (const [base, prefix, why] of blocked) if (inSubnet(v4, base, prefix, 'ipv4')) return why;
    return undefined;
  }
  if (net.isIPv6(ip)) {
    for (const [base, prefix, why] of blocked6) if (inSubnet(ip, base, prefix, 'ipv6')) return why;
    return undefined;
  }
  return 'not an IP address';
}

const lists = new Map<string, net.BlockList>();
function inSubnet(address: string, base: string, prefix: number, type: 'ipv4' | 'ipv6'): boolean {
  const key = `${base}/${prefix}`;
  let list = lists.get(key);
  if (!list) {
    list = new net.BlockList();
    list.addSubnet(base, prefix, type);
    lists.set(key, list);
  }
  return list.check(address, type);
}

/** Thrown when a URL's host may not be fetched: the build reports it as refused, not failed. */
export class RefusedError extends Error {}

export function isTrusted(policy: AddressPolicy, url: URL): boolean {
  return policy.trustedOrigins.includes(url.origin);
}

/**
 * Resolves the URL's host and checks every address (a name with one private address among
 * public ones is refused: the connection may pick any). Returns the addresses to connect to.
 */
export async function checkedAddresses(policy: AddressPolicy, url: URL): Promise<ResolvedAddress[]> {
  const host = bareHost(url.hostname);
  const literal = net.isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await policy.lookup(host);
  if (!addresses.length) throw new Error(`${host} has no address`);
  if (isTrusted(policy, url)) return addresses;
  for (const a of addresses) {
    const why = forbiddenReason(a.address);
    if (why) throw new RefusedError(literal ? `${why} address ${a.address}` : `${host} resolves to a ${why} address ${a.address}`);
  }
  return addresses;
}
