// API paths named in more than one place: a feature's fetcher, and the reads begun as the app
// starts (app/early-reads.ts) — which must not import the feature's code to know them.
export const MY_TICKETS_PATH = '/api/v2/ticket/mine';
export const MY_PASSES_PATH = '/api/v2/passes/mine';
export const purchaseEventPath = (eventId: string) => `/api/v2/ticket/purchase/event/${eventId}`;
