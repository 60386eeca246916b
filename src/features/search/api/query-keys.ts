// Query keys of the one search: one entry per set of parameters, so a search seen before is kept.
export const siteSearchKeys = {
  all: () => ['site-search'] as const,
  results: (params: Record<string, string | number>) => ['site-search', params] as const,
};
