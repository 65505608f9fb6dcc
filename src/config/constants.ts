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
  /** Menu slices [start, end) of the service list; the last group is open-ended. */
  menuSlices: [
    [0, 8],
    [8, 11],
    [11, 17],
    [17, Infinity],
  ] as ReadonlyArray<readonly [number, number]>,
} as const;
