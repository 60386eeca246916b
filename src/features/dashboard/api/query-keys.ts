// Query keys of the console's own data (configurations and the organisation: src/lib/query-keys).
export const dashboardKeys = {
  templates: () => ['ticket-templates'] as const,
};
