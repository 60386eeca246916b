// The e-mails of a private lesson: booked (to the dancer and to the instructor) and cancelled (to
// both), each carrying the lesson as a calendar file (.ics, on the instructor's zone; a cancelled
// lesson's file says so, so calendars strike it). The file is made when the mail is delivered
// (tax/mail-attachments.ts names it 'lesson:<id>').
import { dateFormat } from '../../../src/contract/date-formats';
import { icsCalendar } from '../../../src/contract/ics';
import { formatMoney } from '../../../src/contract/money';
import { DEMO_PAYMENT_NOTICE } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import type { Mailer, MailMessage } from '../mailer';

export const lessonAttachment = (bookingId: string) => `lesson:${bookingId}`;

const lessonRow = (db: Db, bookingId: string) =>
  db
    .selectFrom('lesson_bookings as b')
    .innerJoin('instructors as i', 'i.id', 'b.instructor_id')
    .innerJoin('accounts as ia', 'ia.id', 'i.account_id')
    .innerJoin('accounts as da', 'da.id', 'b.account_id')
    .select([
      'b.id',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      'b.time_zone',
      'b.lesson_name',
      'b.place',
      'b.price_cents',
      'b.currency',
      'b.payment_provider',
      'b.cancel_cutoff_hours',
      'b.email as dancer_email',
      'da.name as dancer_name',
      'i.name as instructor_name',
      'ia.email as instructor_email',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();

const AT_YOUR_STUDIO = 'At your studio';

/** The lesson's calendar file, or null when it is gone. */
export async function lessonCalendarFile(db: Db, bookingId: string) {
  const row = await lessonRow(db, bookingId);
  if (!row) return null;
  const text = icsCalendar([
    {
      uid: `lesson-${row.id}@floorcraft`,
      title: `${row.lesson_name} with ${row.instructor_name}`,
      start: row.starts_at.toISOString(),
      end: row.ends_at.toISOString(),
      timeZone: row.time_zone,
      location: row.place ?? AT_YOUR_STUDIO,
      sequence: row.status === 'cancelled' ? 1 : 0,
      cancelled: row.status === 'cancelled',
    },
  ]);
  return {
    fileName: 'lesson.ics',
    bytes: new TextEncoder().encode(text),
    contentType: 'text/calendar',
  };
}

/** Mails the dancer and the instructor that the lesson is booked, or cancelled. */
export async function sendLessonMail(
  mailer: Mailer,
  db: Db,
  bookingId: string,
  kind: 'booked' | 'cancelled',
  lessonsUrl: string,
): Promise<void> {
  const row = await lessonRow(db, bookingId);
  if (!row) return;
  const when = dateFormat({
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: row.time_zone,
  }).format(row.starts_at);
  // The offset tells apart the two lessons of the hour a zone repeats when its clocks go back.
  const offset =
    dateFormat({ timeZone: row.time_zone, timeZoneName: 'shortOffset' })
      .formatToParts(row.starts_at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const zone = offset ? `${row.time_zone}, ${offset}` : row.time_zone;
  const price = formatMoney(row.price_cents / 100, row.currency);
  const where = row.place ?? AT_YOUR_STUDIO;
  const dancer = row.dancer_name || row.dancer_email;
  const attachment = lessonAttachment(row.id);
  const booked = kind === 'booked';
  const messages: MailMessage[] = [
    {
      to: row.dancer_email,
      subject: `${booked ? 'Lesson booked' : 'Lesson cancelled'}: ${row.lesson_name} with ${row.instructor_name}`,
      text: [
        booked
          ? `Your private lesson with ${row.instructor_name} is booked.`
          : `Your private lesson with ${row.instructor_name} is cancelled.`,
        '',
        `  ${row.lesson_name} — ${when} (${zone})`,
        `  ${where}`,
        `  ${price}${booked && row.payment_provider === 'demo' ? ` (${DEMO_PAYMENT_NOTICE})` : ''}`,
        '',
        ...(booked
          ? [
              row.cancel_cutoff_hours === 0
                ? 'You can cancel until the lesson starts.'
                : `You can cancel until ${row.cancel_cutoff_hours} hours before the lesson.`,
            ]
          : []),
        `Your lessons: ${lessonsUrl}`,
      ].join('\n'),
      attachment,
    },
    {
      to: row.instructor_email,
      subject: `${booked ? 'New lesson' : 'Lesson cancelled'}: ${row.lesson_name} with ${dancer}`,
      text: [
        booked
          ? `${dancer} (${row.dancer_email}) booked a private lesson with you.`
          : `${dancer} (${row.dancer_email}) cancelled their private lesson with you.`,
        '',
        `  ${row.lesson_name} — ${when} (${zone})`,
        `  ${where}`,
      ].join('\n'),
      attachment,
    },
  ];
  for (const message of messages) await mailer.send(db, message);
}
