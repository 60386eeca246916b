// The calendar's week starts on Wednesday (spec §2 Calendar component): one rule for the web
// app's grid and the server's week read, so the two never disagree on which days a week holds.
export const WEEK_STARTS_ON = 3; // Wednesday, as Date#getUTCDay numbers it.

/** Days since the week began for a weekday number (0 Sunday … 6 Saturday): Wednesday 0 … Tuesday 6. */
export const daysIntoWeek = (weekday: number): number => (weekday - WEEK_STARTS_ON + 7) % 7;
