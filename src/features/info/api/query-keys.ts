// Query keys of the information pages' data.
export const infoKeys = {
  siteInfo: () => ['site-info'] as const,
};
