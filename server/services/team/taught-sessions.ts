// Which attendees a member may read. Owners, managers and finance read every event's list; a
// teacher reads only the attendees of the sessions they teach: those on which this school named
// the teacher's own instructor profile (a naming they have not declined). A teacher named on no
// session of an event is refused its list; one with no profile, or named nowhere, reads none.
import {
  NOT_YOUR_SESSIONS_MESSAGE,
  type AttendeeAccess,
} from '../../../src/contract/sales-reports';
import type { Attendees } from '../../../src/contract/attendees';
import type { TeamRole } from '../../../src/contract/team';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { ownConfigurationRow } from '../ticketing/configurations';

export interface Reader {
  organisationId: string;
  accountId: string;
  role: TeamRole;
}

/** The sessions (with their events) the school named this account's instructor profile on. */
function taughtSessions(db: Db, reader: Reader) {
  return db
    .selectFrom('session_instructors as si')
    .innerJoin('instructors as i', 'i.id', 'si.instructor_id')
    .innerJoin('event_sessions as s', 's.id', 'si.session_id')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .select(['s.id as session_id', 'c.id as configuration_id'])
    .where('i.account_id', '=', reader.accountId)
    .where('si.organisation_id', '=', reader.organisationId)
    .where('c.organisation_id', '=', reader.organisationId)
    .where('si.status', '<>', 'declined');
}

export async function attendeeAccessOf(db: Db, reader: Reader): Promise<AttendeeAccess> {
  if (reader.role !== 'teacher') return { all: true, configurationIds: [] };
  const rows = await taughtSessions(db, reader).execute();
  return { all: false, configurationIds: [...new Set(rows.map((row) => row.configuration_id))] };
}

/**
 * The sessions of this event whose attendees the reader may read: null for the whole event (not a
 * teacher); a teacher's taught sessions, or 403 when there are none. 404 for another school's.
 */
export async function attendeeScopeOf(
  db: Db,
  reader: Reader,
  configurationId: string,
): Promise<string[] | null> {
  await ownConfigurationRow(db, reader.organisationId, configurationId);
  if (reader.role !== 'teacher') return null;
  const rows = await taughtSessions(db, reader).where('c.id', '=', configurationId).execute();
  if (rows.length === 0) throw new AppError(403, 'FORBIDDEN', NOT_YOUR_SESSIONS_MESSAGE);
  return rows.map((row) => row.session_id);
}

/**
 * The list narrowed to the taught sessions: their attendees and sessions only, without money (a
 * teacher reads who is coming, not what was paid). An event of one session lists no sessions:
 * teaching it is teaching the whole event.
 */
export function scopedAttendees(list: Attendees, scope: string[] | null): Attendees {
  if (scope === null) return list;
  const taught = new Set(scope);
  const whole = list.sessions.length === 0;
  const attendees = list.attendees
    .filter((attendee) => whole || attendee.sessionIds.some((id) => taught.has(id)))
    .map((attendee) => ({ ...attendee, price: 0, promoCode: null, addOns: '' }));
  return {
    ...list,
    taughtOnly: true,
    ticketsSold: attendees.filter((attendee) => !attendee.comp).length,
    comps: attendees.filter((attendee) => attendee.comp).length,
    checkedIn: attendees.filter((attendee) => attendee.checkedInAt !== null).length,
    revenue: 0,
    // What the door took is money too: a teacher's list names no door sales.
    door: { tickets: 0, cashCents: 0, cardCents: 0, comps: 0 },
    attendees,
    sessions: list.sessions.filter((session) => taught.has(session.id)),
    roleBalance: [],
  };
}
