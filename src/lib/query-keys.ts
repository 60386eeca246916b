// Query keys of the data more than one feature reads or refreshes, one factory per kind of data
// (a feature's own data has its keys in its api/query-keys.ts). TanStack Query matches keys by
// prefix, so `all` and the one-record keys are what invalidations name.
export const ticketingKeys = {
  all: ['tickets'] as const,
  drafts: () => [...ticketingKeys.all, 'drafts'] as const,
  published: () => [...ticketingKeys.all, 'published'] as const,
  scheduleImages: (configurationId: string) =>
    [...ticketingKeys.all, 'schedule-images', configurationId] as const,
  configuration: (id: string) => [...ticketingKeys.all, 'configuration', id] as const,
  draftImage: (key: string | null) => [...ticketingKeys.all, 'draft-image', key] as const,
  /** Everything read about one configuration: sales, attendees, waitlist, QR code. */
  event: (configurationId: string) => [...ticketingKeys.all, configurationId] as const,
  sales: (configurationId: string) => [...ticketingKeys.event(configurationId), 'sales'] as const,
  attendees: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'attendees'] as const,
  waitlist: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'waitlist'] as const,
  qrCode: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'qr-code'] as const,
};

export const calendarKeys = {
  all: ['calendar'] as const,
  /**
   * `near`, `search` and `scope` are plain data (a point, the styles and words looked for, whose
   * events), compared by value. An unfiltered read's key has no `search`.
   */
  month: (year: number, month: number, near: object | null, search: object | null = null) =>
    [...calendarKeys.all, 'month', year, month, near, ...(search ? [search] : [])] as const,
  week: (near: object | null, search: object | null = null) =>
    [...calendarKeys.all, 'week', near, ...(search ? [search] : [])] as const,
  /** The event list: every parameter it is asked with. */
  search: (query: object) => [...calendarKeys.all, 'search', query] as const,
  day: (date: string, firstOffset: number, scope: object) =>
    [...calendarKeys.all, 'day', date, firstOffset, scope] as const,
  organisation: (year: number, month: number) =>
    [...calendarKeys.all, 'organisation', year, month] as const,
};

export const organisationKeys = {
  /** The organisation and everything under it. */
  one: (organisationId: string) => ['organisation', organisationId] as const,
  settings: (organisationId: string) =>
    [...organisationKeys.one(organisationId), 'settings'] as const,
  payments: (organisationId: string) =>
    [...organisationKeys.one(organisationId), 'payments'] as const,
  passes: (organisationId: string) => [...organisationKeys.one(organisationId), 'passes'] as const,
  passSales: (organisationId: string, passId: string) =>
    [...organisationKeys.passes(organisationId), passId, 'sold'] as const,
  passCourses: (organisationId: string) =>
    [...organisationKeys.passes(organisationId), 'courses'] as const,
};

export const facebookKeys = {
  all: ['facebook'] as const,
  status: () => [...facebookKeys.all, 'status'] as const,
  dataDeletion: (code: string) => [...facebookKeys.all, 'data-deletion', code] as const,
};

/** Everything My Tickets shows: a write that changes any of it invalidates `all`. */
export const myTicketsKeys = {
  all: ['my-tickets'] as const,
  order: (orderId: string) => [...myTicketsKeys.all, 'order', orderId] as const,
  /** A guest's order, read by its signed link. */
  sharedOrder: (orderId: string, access: string) =>
    [...myTicketsKeys.all, 'order', orderId, access] as const,
  passes: () => [...myTicketsKeys.all, 'passes'] as const,
};

/** The purchase page's event: read by the purchase feature and the sign-in pages. */
export const purchaseEventKeys = {
  one: (eventId: string) => ['purchase-event', eventId] as const,
};

export const feedKeys = { all: ['feeds'] as const };
