// Sessions of an event (a festival's workshops and parties, a course's weekly classes) and which
// sessions each ticket type admits to. A one-night event is an event with one session: a
// configuration saved without sessions gets one made from its event details, and a ticket type
// without `sessionIds` admits to every session. The rules here are pure, so the wizard shows what
// the server will keep and the server decides with the same code.
import * as z from 'zod/mini';
import { plannedInstantSchema } from './instants';
import { lazySchema } from './lazy-schema';
import { partnerRolesSchema } from './partner-roles';
import { localParts, zonedTimeToUtc } from './time-zones';

export const MAX_SESSIONS = 60;
export const MAX_SESSION_CAPACITY = 100_000;
/** "Repeat weekly for N weeks": a term is at most a year of weekly classes. */
export const MAX_REPEAT_WEEKS = 52;

const text = (max: number) => z.string().check(z.maxLength(max));
const isoInstant = plannedInstantSchema;

/** A session id: a UUID in any case, kept in lower case (as the database compares it), so an
 * app that writes UUIDs in capitals names the same session. */
export const sessionIdSchema = (message = 'A session id must be a UUID.') =>
  z.pipe(
    z.uuid(message),
    z.transform((id: string) => id.toLowerCase()),
  );

/** A session as the wizard edits it. `id` is made by the client (a UUID) so ticket types can name
 * a session before it is saved; the server keeps it. */
export const eventSessionSchema = lazySchema(() =>
  z.object({
    id: sessionIdSchema(),
    name: z._default(text(120), ''),
    startDateTime: z.nullable(isoInstant),
    endDateTime: z._default(z.nullable(isoInstant), null),
    /** Room or stage. */
    room: z._default(text(80), ''),
    level: z._default(text(60), ''),
    /** Teachers or DJs, as the school writes them. */
    teachers: z._default(text(300), ''),
    /** Places in the session across every ticket type that admits to it; null: no limit. */
    capacity: z._default(
      z.nullable(
        z
          .number()
          .check(
            z.int('A session capacity must be a whole number.'),
            z.gte(1, 'A session capacity must be at least 1.'),
            z.lte(
              MAX_SESSION_CAPACITY,
              `A session capacity must be at most ${MAX_SESSION_CAPACITY}.`,
            ),
          ),
      ),
      null,
    ),
    /** Lead/follow balance kept in this session across the types that admit to it; null: none. */
    roles: z._default(z.nullable(partnerRolesSchema), null),
    /** Sent by the server for a cancelled session only; a save never changes it. */
    cancelled: z.optional(z.boolean()),
  }),
);
export type EventSession = z.infer<typeof eventSessionSchema>;
export type EventSessionInput = z.input<typeof eventSessionSchema>;

export const sessionListSchema = lazySchema(() =>
  z.array(eventSessionSchema).check(z.maxLength(MAX_SESSIONS, `At most ${MAX_SESSIONS} sessions.`)),
);

/** Which sessions a ticket type admits to: null (or absent) means every session of the event. */
export const sessionIdsSchema = lazySchema(() =>
  z._default(z.nullable(z.array(sessionIdSchema()).check(z.maxLength(MAX_SESSIONS))), null),
);

/** The sessions a type admits to, by id, in the event's order. */
export function sessionsAdmitted<S extends { id: string }>(
  sessions: S[],
  sessionIds: string[] | null | undefined,
): S[] {
  if (!sessionIds) return sessions;
  const chosen = new Set(sessionIds);
  return sessions.filter((session) => chosen.has(session.id));
}

/** The end of the problem of a type without roles admitting to a balanced session. */
export const ROLES_NEEDED = 'give the ticket type partner roles too.';

/** What is wrong with a set of sessions and the types' choices of them, as the wizard says it;
 * empty when publishable. */
export function sessionProblems(
  sessions: EventSession[],
  types: Array<{ name: string; sessionIds?: string[] | null; roles?: unknown }>,
): string[] {
  const problems: string[] = [];
  const ids = new Set(sessions.map((session) => session.id));
  if (ids.size !== sessions.length) problems.push('Two sessions have the same id.');
  for (const session of sessions) {
    const label = session.name.trim() || 'A session';
    if (!session.name.trim()) problems.push('Every session needs a name.');
    if (!session.startDateTime) problems.push(`${label} needs a start.`);
    if (
      session.startDateTime &&
      session.endDateTime &&
      Date.parse(session.endDateTime) <= Date.parse(session.startDateTime)
    )
      problems.push(`${label} must end after it starts.`);
  }
  for (const type of types) {
    if (!type.sessionIds) continue;
    const label = type.name.trim() || 'A ticket type';
    if (type.sessionIds.length === 0) problems.push(`${label} admits to no session.`);
    if (type.sessionIds.some((id) => !ids.has(id)))
      problems.push(`${label} names a session the event does not have.`);
  }
  // A balanced session counts roles, which only a type with partner roles asks its buyers for.
  for (const type of types) {
    if (type.roles !== null || !sessions.some((session) => session.roles)) continue;
    const admitted = type.sessionIds ? new Set(type.sessionIds) : ids;
    const balanced = sessions.find((session) => session.roles && admitted.has(session.id));
    if (balanced)
      problems.push(
        `${type.name.trim() || 'A ticket type'} admits to ${balanced.name.trim() || 'a session'}, which balances leads and follows: ${ROLES_NEEDED}`,
      );
  }
  return [...new Set(problems)];
}

/** "Repeat weekly for N weeks": the session and its N − 1 copies a week apart each, numbered
 * ("Bachata Level 1 — week 2"). A week later is the same wall-clock time in the event's `timeZone`
 * (a 19:00 class stays at 19:00 after the clocks change), not 7 × 24 hours. `newId` makes each
 * copy's id. */
export function repeatWeekly(
  session: EventSession,
  weeks: number,
  newId: () => string,
  timeZone: string,
): EventSession[] {
  const count = Math.max(1, Math.min(MAX_REPEAT_WEEKS, Math.floor(weeks)));
  const shift = (iso: string | null, by: number) => {
    if (iso === null || by === 0) return iso;
    const wall = localParts(new Date(iso), timeZone);
    return zonedTimeToUtc(
      timeZone,
      wall.year,
      wall.month,
      wall.day + by * 7,
      wall.hour,
      wall.minute,
      wall.second,
    ).toISOString();
  };
  const base = session.name.replace(/ — week \d+$/, '');
  return Array.from({ length: count }, (_, index) => ({
    ...session,
    id: index === 0 ? session.id : newId(),
    name: count > 1 ? `${base} — week ${index + 1}` : session.name,
    startDateTime: shift(session.startDateTime, index),
    endDateTime: shift(session.endDateTime, index),
  }));
}

/** Sold out because of a session: the message a buyer reads for the type. */
export const sessionFullMessage = (sessionName: string) => `${sessionName} is full`;

/** Why a type admitting only to cancelled sessions is not on sale. */
export const sessionCancelledMessage = (sessionNames: string[]) =>
  sessionNames.length === 1 ? `${sessionNames[0]} was cancelled` : 'Its sessions were cancelled';

/** A session as the public sees it: on the event page's timetable, the purchase page and the
 * dancer's own timetable. */
export const publicSessionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    startDateTime: z.string(),
    endDateTime: z.nullable(z.string()),
    room: z.string(),
    level: z.string(),
    teachers: z.string(),
    /** Present (true) only when the school cancelled it. */
    cancelled: z.optional(z.boolean()),
  }),
);
export type PublicSession = z.infer<typeof publicSessionSchema>;

/** The timetable's order: by start, then room, then name. */
export function inTimetableOrder<S extends PublicSession>(sessions: S[]): S[] {
  return [...sessions].sort(
    (a, b) =>
      Date.parse(a.startDateTime) - Date.parse(b.startDateTime) ||
      a.room.localeCompare(b.room) ||
      a.name.localeCompare(b.name),
  );
}
