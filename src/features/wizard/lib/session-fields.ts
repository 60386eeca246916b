// The sessions of the ticket step as the inputs hold them (date-time minutes in the event's zone,
// capacity as typed) and their conversion to and from the contract's sessions; the edits the step offers
// (add, copy a day, move, repeat weekly) as pure functions of the list.
import { repeatWeekly, type EventSession } from '@/contract/sessions';
import { inputValueOf, isoOf } from '@/lib/input-times';
import { roleFieldsOf, rolesOf, type RoleFields } from './role-fields';

export interface SessionFields {
  /** A UUID made here, so a ticket type can name the session before it is saved. */
  id: string;
  name: string;
  start: string;
  end: string;
  room: string;
  level: string;
  teachers: string;
  /** Empty: no limit of its own. */
  capacity: string;
  roles: RoleFields | null;
}

export const newSessionId = (): string => crypto.randomUUID();

/** A new session starts where the last one ended (or with the event), in the same room. */
export function blankSession(
  previous: SessionFields | undefined,
  eventStart: string,
): SessionFields {
  return {
    id: newSessionId(),
    name: '',
    start: previous?.end || previous?.start || eventStart,
    end: '',
    room: previous?.room ?? '',
    level: '',
    teachers: '',
    capacity: '',
    roles: null,
  };
}

export function sessionFieldsOf(session: EventSession, timeZone: string): SessionFields {
  return {
    id: session.id,
    name: session.name,
    start: inputValueOf(session.startDateTime, timeZone),
    end: inputValueOf(session.endDateTime, timeZone),
    room: session.room,
    level: session.level,
    teachers: session.teachers,
    capacity: session.capacity === null ? '' : String(session.capacity),
    roles: roleFieldsOf(session.roles),
  };
}

/** The session as saved: a blank or unreadable capacity is no limit (the server keeps it so). */
export function sessionOf(fields: SessionFields, timeZone: string): EventSession {
  const capacity = Number(fields.capacity);
  return {
    id: fields.id,
    name: fields.name,
    startDateTime: isoOf(fields.start, timeZone),
    endDateTime: isoOf(fields.end, timeZone),
    room: fields.room,
    level: fields.level,
    teachers: fields.teachers,
    capacity:
      fields.capacity.trim() === '' || !Number.isFinite(capacity) ? null : Math.round(capacity),
    roles: rolesOf(fields.roles),
  };
}

/** The day ("YYYY-MM-DD", in the event's zone, as the inputs are) a session is on. */
export const sessionDay = (fields: SessionFields): string | null =>
  fields.start ? fields.start.slice(0, 10) : null;

/** The distinct days of the sessions, in order. */
export const sessionDays = (sessions: SessionFields[]): string[] =>
  [...new Set(sessions.map(sessionDay).filter((day): day is string => day !== null))].sort();

/** A local input value moved by whole days, keeping its wall-clock time. */
function nextDay(value: string, days: number): string {
  if (!value) return value;
  const [date = '', time = '00:00'] = value.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return `${moved.toISOString().slice(0, 10)}T${time.slice(0, 5)}`;
}

/** The day after "YYYY-MM-DD". */
export const dayAfter = (day: string): string => nextDay(`${day}T00:00`, 1).slice(0, 10);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';

/** A copied session's name on its new day: "Saturday Night Party" becomes "Sunday Night Party"
 * (and "Sat" "Sun"), so the two days' sessions can be told apart everywhere they are listed. */
export function renamedForDay(name: string, from: string, to: string): string {
  const [was, now] = [weekdayOf(from), weekdayOf(to)];
  if (!was || !now) return name;
  return name
    .replace(new RegExp(`\\b${was}\\b`, 'g'), now)
    .replace(new RegExp(`\\b${was.slice(0, 3)}\\b`, 'g'), now.slice(0, 3));
}

/** "Copy day": every session of `day` again on the next day, with new ids, after the last one. */
export function copyDay(sessions: SessionFields[], day: string): SessionFields[] {
  const next = dayAfter(day);
  const copies = sessions
    .filter((session) => sessionDay(session) === day)
    .map((session) => ({
      ...session,
      name: renamedForDay(session.name, day, next),
      id: newSessionId(),
      start: nextDay(session.start, 1),
      end: nextDay(session.end, 1),
    }));
  return [...sessions, ...copies];
}

/** The list with the session at `index` moved one place up (−1) or down (+1). */
export function moveSession(sessions: SessionFields[], index: number, by: -1 | 1): SessionFields[] {
  const to = index + by;
  if (to < 0 || to >= sessions.length) return sessions;
  const moved = [...sessions];
  const [session] = moved.splice(index, 1);
  if (session) moved.splice(to, 0, session);
  return moved;
}

/** "Repeat weekly for N weeks": the session at `index` and its weekly copies in its place, each
 * at the same wall-clock time in the event's zone (across a daylight-saving change too). */
export function repeatSession(
  sessions: SessionFields[],
  index: number,
  weeks: number,
  timeZone: string,
): SessionFields[] {
  const session = sessions[index];
  if (!session) return sessions;
  const copies = repeatWeekly(sessionOf(session, timeZone), weeks, newSessionId, timeZone).map(
    (copy) => sessionFieldsOf(copy, timeZone),
  );
  return [...sessions.slice(0, index), ...copies, ...sessions.slice(index + 1)];
}

/** A ticket type's choice without the removed sessions (none left: admits to none, not all). */
export function withoutSession(sessionIds: string[] | null | undefined, id: string) {
  return sessionIds ? sessionIds.filter((chosen) => chosen !== id) : (sessionIds ?? null);
}
