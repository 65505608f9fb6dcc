import { parseSiteData } from '../../src/site-data/parse';
import type { SiteData } from '../../src/site-data/schema';

/**
 * A raw record as the page would hold it: parsed, as the build does before embedding it. Tests
 * hand `SiteDataProvider` this (`initialData`), so production code carries no test-only entry.
 */
export function parsedRecord(raw: unknown): SiteData {
  return parseSiteData(raw).data;
}
