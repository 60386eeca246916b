// How much a search may ask for: without zod, so the header's search box (first load) reads its
// limit without loading the search's schemas (event-search.ts, which re-exports these).

/** The largest radius the server accepts (a phone's picker offers SEARCH_RADII_KM). */
export const MAX_RADIUS_KM = 100;
/** Search text longer than this is refused; more words than MAX_SEARCH_WORDS are not looked for. */
export const MAX_SEARCH_TEXT = 100;
export const MAX_SEARCH_WORDS = 5;
/** Events the list answers at a time, and at most. */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE_SIZE = 50;
/** A list's range spans at most this many days. */
export const MAX_SEARCH_DAYS = 366;
