import { format } from '../../i18n';
import type { Strings } from '../../i18n';
import type { SiteData } from '../../site-data/schema';

export interface MapLocation {
  address: string;
  /** An `https:` URL that may be framed, or undefined (the tab is disabled). */
  frameUrl?: string;
}

/** Only `https:` map URLs may be framed (no `http:`, no other scheme, nothing relative). */
export function frameableMapUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' && u.hostname ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** The record's locations that have something to show (an address or a map). */
export function coverageLocations(data: SiteData): MapLocation[] {
  return data.dbPrincipal.location
    .map((l) => ({ address: l.address.trim(), frameUrl: frameableMapUrl(l.url) }))
    .filter((l) => l.address !== '' || l.frameUrl !== undefined);
}

/**
 * The coverage map heading: `labels.general.titleMap` when set, otherwise
 * "We Cover {miles} Miles Around {first location address}" (without miles when none is set).
 */
export function mapTitle(data: SiteData, s: Pick<Strings['contact'], 'mapTitle' | 'mapTitleNoMiles'>): string {
  const label = data.labels.general.titleMap?.trim();
  if (label) return label;
  const address = data.dbPrincipal.location[0]?.address.trim() ?? '';
  const miles = data.dbPrincipal.miles?.trim() ?? '';
  return miles ? format(s.mapTitle, { miles, address }) : format(s.mapTitleNoMiles, { address });
}

/** "4512 SE Division St, Portland, OR 97206" -> ["4512 SE Division St", "Portland, OR 97206"], for two-line tab labels. */
export function addressLines(address: string): [string, string] {
  const i = address.indexOf(',');
  if (i <= 0) return [address.trim(), ''];
  return [address.slice(0, i).trim(), address.slice(i + 1).trim()];
}
