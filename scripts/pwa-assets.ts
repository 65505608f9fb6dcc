import type { SiteData } from '../src/site-data/schema';

export interface PwaAssetsInput {
  outDir: string;
  data: SiteData | null;
  basePath: string;
  siteUrl: string;
}

/** Placeholder until the PWA work lands: writes the manifests and icons (owned by the PWA engineer). */
export async function writePwaAssets(_input: PwaAssetsInput): Promise<void> {}
