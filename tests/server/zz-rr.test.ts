import { it } from 'vitest';
import { readFeed } from '../../server/services/feeds/feed-reading';
const always = { from: new Date('2000-01-01T00:00:00Z'), until: new Date('2040-01-01T00:00:00Z'), fallbackZone: 'Australia/Sydney' };
const feed = (rule: string) => ['BEGIN:VCALENDAR','BEGIN:VEVENT','UID:class@test','SUMMARY:T','DTSTART;TZID=Australia/Sydney:20270302T190000','DTEND;TZID=Australia/Sydney:20270302T210000',rule,'END:VEVENT','END:VCALENDAR'].join('\r\n');
it('times', () => {
  for (const rule of ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'RRULE:FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=31', 'RRULE:FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'RRULE:FREQ=DAILY;BYYEARDAY=366;BYMONTH=1']) {
    const t = Date.now();
    const r = readFeed(feed(rule), always);
    console.log(rule, Date.now() - t, 'ms', r.occurrences.length, r.notImported);
  }
}, 300_000);
