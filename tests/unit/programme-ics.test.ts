// An event's calendar entries: the event itself while it has one session, and one entry per
// session of a festival or course, in timetable order, named after the session and the event.
import { describe, expect, it } from 'vitest';
import { icsCalendar, type IcsEvent } from '@/contract/ics';
import { programmeIcsEvents } from '@/contract/programme-ics';
import type { PublicSession } from '@/contract/sessions';

const event: IcsEvent = {
  uid: 'e1@floorcraft',
  title: 'Salsa Weekender',
  start: '2031-03-06T09:00:00.000Z',
  end: '2031-03-08T13:00:00.000Z',
  timeZone: 'Australia/Sydney',
  location: 'Town Hall, Sydney',
  description: 'Three days of salsa.',
  url: 'https://floorcraft.test/e/e1/salsa-weekender',
  cacheKey: 'e1 1',
};

const session = (id: string, name: string, start: string, fields: Partial<PublicSession> = {}) => ({
  id,
  name,
  startDateTime: start,
  endDateTime: null,
  room: '',
  level: '',
  teachers: '',
  ...fields,
});

describe('programmeIcsEvents', () => {
  it('keeps a one-session event as it is', () => {
    expect(programmeIcsEvents(event, [session('s1', 'Salsa Weekender', event.start)])).toEqual([
      event,
    ]);
    expect(programmeIcsEvents(event, [])).toEqual([event]);
  });

  it('makes one entry per session, in timetable order, in its room, an hour when it has no end', () => {
    const entries = programmeIcsEvents(event, [
      session('s2', 'Saturday Bootcamp', '2031-03-07T00:00:00.000Z', {
        endDateTime: '2031-03-07T03:00:00.000Z',
        room: 'Studio A',
        level: 'Intermediate',
        teachers: 'Ana & Leo',
      }),
      session('s1', 'Friday Party', '2031-03-06T09:00:00.000Z', { room: 'Ballroom' }),
    ]);
    expect(entries).toEqual([
      {
        uid: 's1.e1@floorcraft',
        title: 'Friday Party — Salsa Weekender',
        start: '2031-03-06T09:00:00.000Z',
        end: '2031-03-06T10:00:00.000Z',
        timeZone: 'Australia/Sydney',
        location: 'Ballroom, Town Hall, Sydney',
        description: 'Salsa Weekender',
        url: event.url,
      },
      {
        uid: 's2.e1@floorcraft',
        title: 'Saturday Bootcamp — Salsa Weekender',
        start: '2031-03-07T00:00:00.000Z',
        end: '2031-03-07T03:00:00.000Z',
        timeZone: 'Australia/Sydney',
        location: 'Studio A, Town Hall, Sydney',
        description: 'Level: Intermediate\nWith Ana & Leo\nSalsa Weekender',
        url: event.url,
      },
    ]);
    expect(icsCalendar(entries).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('marks a cancelled session, or a one-night event whose session was cancelled, STATUS:CANCELLED', () => {
    const festival = icsCalendar(
      programmeIcsEvents({ ...event, sequence: 4 }, [
        session('s1', 'Friday Party', '2031-03-06T09:00:00.000Z'),
        session('s2', 'Saturday Bootcamp', '2031-03-07T00:00:00.000Z', { cancelled: true }),
      ]),
    );
    const [, party, bootcamp] = festival.split('BEGIN:VEVENT');
    expect(party).not.toContain('STATUS:CANCELLED');
    expect(bootcamp).toContain('STATUS:CANCELLED');
    // A newer version of the entry, so a subscribed calendar takes the cancellation.
    expect(bootcamp).toContain('SEQUENCE:5');
    const [night] = programmeIcsEvents(event, [
      session('s1', 'Salsa Weekender', event.start, { cancelled: true }),
    ]);
    expect(night).toMatchObject({ uid: event.uid, cancelled: true, sequence: 1 });
    expect(night).not.toHaveProperty('cacheKey');
  });
});
