import type { SiteData } from './schema';

/**
 * The record with nothing in it (what `siteDataSchema.parse({})` gives; a unit test keeps the
 * two equal). Written out so the page can start without loading zod and the parser: they are
 * only needed when a fresh record arrives, and are loaded then.
 */
const EMPTY: SiteData = {
  docId: '',
  dbPrincipal: { name: '', phones: [], emails: [], location: [], workdays: [], workHours: [] },
  dbServices: [],
  dbAbout: [],
  dbHome: [],
  dbSlogan: [],
  dbValues: [],
  dbSocialMedia: { redes: [], directorios: [] },
  stock: [],
  gallery: [],
  landings: [],
  beforeAfterGall: [],
  videosPromo: [],
  ytGallery: { links: [] },
  reviews: { activo: false, isHomeOnly: false, links: [] },
  simpleWidgets: [],
  tiposPago: [],
  brandingExtra: [],
  labels: { general: {}, formLabel: {} },
  gmb: {},
  styles: {},
};

export function emptySiteData(): SiteData {
  return structuredClone(EMPTY);
}
