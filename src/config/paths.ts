/** Every route of spec section 2, relative to the router's basename. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (id: string) => `/${encodeURIComponent(id)}`,
  gallery: '/gallery',
  landing: (id: string) => `/gallery/${encodeURIComponent(id)}`,
  reviews: '/reviews',
  videos: '/our-videos',
  contact: '/contact',
  findUsOn: '/find-us-on',
  digitalCard: '/digitalcard',
} as const;

/** Route patterns, for the router. */
export const routePatterns = {
  service: '/:serviceId',
  landing: '/gallery/:landingId',
} as const;
