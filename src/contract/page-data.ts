// The parts of the data a server-rendered page carries for the app to start from (the server
// writes them, src/lib/initial-data.ts reads them): `eventPage` on an event's page and its
// purchase link, and a month's calendar on /tickets under this key.
export const calendarMonthDataKey = (year: number, month: number) =>
  `calendarMonth:${year}-${String(month).padStart(2, '0')}`;
