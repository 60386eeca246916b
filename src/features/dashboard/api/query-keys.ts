// Query keys of the console's own data (configurations and the organisation: src/lib/query-keys).
import { organisationKeys, ticketingKeys } from '@/lib/query-keys';

export const dashboardKeys = {
  templates: () => ['ticket-templates'] as const,
  /** An event's promo and access codes: under the event, so its refunds refresh them too. */
  codes: (configurationId: string) => [...ticketingKeys.event(configurationId), 'codes'] as const,
  /** An event's add-ons with what each variant sold: under the event, refreshed with its sales. */
  addOns: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'add-ons'] as const,
  /** An event's attendee questions: under the event. */
  questions: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'questions'] as const,
  /** An event's comps: under the event, refreshed with its sales. */
  comps: (configurationId: string) => [...ticketingKeys.event(configurationId), 'comps'] as const,
  /** An event's settings for buyers' transfers and cancellations. */
  buyerChanges: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'buyer-changes'] as const,
  /** The refunds buyers asked for: under the event, refreshed with its sales and refunds. */
  refundRequests: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'refund-requests'] as const,
  /** Who is named on an event's sessions: under the event. */
  sessionInstructors: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'instructors'] as const,
  /** Instructors found by name or profile address, to name on a session. */
  instructorSearch: (words: string) => ['instructor-search', words] as const,
  /** An event's message log and reminders: under the event, refreshed with its sales. */
  messages: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'messages'] as const,
  /** An event's cancellation or postponement and its progress: under the event. */
  eventChange: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'event-change'] as const,
  /** An event's sales by day (the chart on Sales): under the event, refreshed with its refunds. */
  salesSeries: (configurationId: string) =>
    [...ticketingKeys.event(configurationId), 'sales-series'] as const,
  /** The attendee lists the member may read in a school (a teacher: the events they teach). */
  attendeeAccess: (organisationId: string) =>
    [...organisationKeys.one(organisationId), 'attendee-access'] as const,
  /** The school's ABN, GST registration and booking fee choice. */
  taxSettings: (organisationId: string) =>
    [...organisationKeys.one(organisationId), 'tax'] as const,
  /** The school's members and open invitations. */
  team: (organisationId: string) => [...organisationKeys.one(organisationId), 'team'] as const,
  /** What an e-mailed invitation offers. */
  invitation: (token: string) => ['team-invitation', token] as const,
};
