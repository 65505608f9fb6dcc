/** Business constants from spec section 9 and decision 0000 § Loading; the one place they live. */
export const constants = {
  minLoadingMs: 1000,
  dataTimeoutMs: 8000,
  whatsappTypingMs: 3000,
  callLoaderMs: 1000,
  statsAnimationMs: 5000,
  scrollTopAfterPx: 400,
  mapHeightTabbedPx: 400,
  mapHeightSinglePx: 500,
  badgeWidthPx: 250,
  formServicesCount: 6,
  homeServicesCount: 6,
  sidebarServicesCount: 7,
  cardServicesCount: 5,
  footerExcerptChars: 216,
  metaDescriptionChars: 150,
  servicesThreeColumnsAbove: 5,
  reviewMinCountedStars: 3,
  phonePrefix: '+1',
  /**
   * Menu slices [start, end) of the service list. The last group ends at 30: a record with
   * hundreds of services would otherwise put every one in every page's menu;
   * past it the group ends with a link to the services page.
   */
  menuSlices: [
    [0, 8],
    [8, 11],
    [11, 17],
    [17, 30],
  ] as ReadonlyArray<readonly [number, number]>,
  /** Landing galleries listed in the menu; the gallery page lists them all. */
  menuLandingsMax: 20,
  /** Services page: rows drawn at first when there are more than `servicesPageAllUpTo`. */
  servicesPageFirstRows: 24,
  servicesPageAllUpTo: 30,
  /** Services named in a page's JSON-LD offer catalog (each has its own page and Service data). */
  jsonLdServicesMax: 50,
} as const;
