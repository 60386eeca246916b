// The event page's Timetable: its sessions by day, with the school's schedule image of each day
// (Thursday to Sunday) under that day, and those of days without sessions after it.
import { Timetable } from '@/components/timetable/timetable';
import type { EventPage } from '@/contract/event-page';
import { placeScheduleImages, type ScheduleImage } from '@/contract/schedule-images';
import { storedImageUrl } from '@/lib/image-url';
import { timetableDays } from '@/lib/timetable';
import { useI18n } from '@/lib/i18n/use-i18n';

/** Each schedule day's name, as a message id. */
const DAY_MESSAGES: Record<ScheduleImage['day'], string> = {
  thursday: /* i18n */ 'day.thursday',
  friday: /* i18n */ 'day.friday',
  saturday: /* i18n */ 'day.saturday',
  sunday: /* i18n */ 'day.sunday',
};

function ScheduleImageOf({ image, title }: { image: ScheduleImage; title: string }) {
  const i18n = useI18n();
  return (
    <img
      className="timetable__image"
      src={storedImageUrl(image.imageKey)}
      alt={i18n._('timetable.imageAlt', { title, day: i18n._(DAY_MESSAGES[image.day]) })}
      loading="lazy"
    />
  );
}

export function EventTimetable({ event }: { event: EventPage }) {
  const i18n = useI18n();
  const days = timetableDays(event.sessions, event.timeZone).map((day) => day.day);
  const { under, after } = placeScheduleImages(event.scheduleImages, days);
  return (
    <>
      {event.sessions.length > 1 && (
        <Timetable
          sessions={event.sessions}
          timeZone={event.timeZone}
          title={i18n._('timetable.title')}
          dayExtra={(day) => {
            const image = under.get(day);
            return image ? <ScheduleImageOf image={image} title={event.title} /> : null;
          }}
        />
      )}
      {after.length > 0 && (
        <section className="timetable" aria-label={i18n._('timetable.schedule')}>
          {after.map((image) => (
            <figure key={image.day} className="timetable__figure">
              <figcaption>{i18n._(DAY_MESSAGES[image.day])}</figcaption>
              <ScheduleImageOf image={image} title={event.title} />
            </figure>
          ))}
        </section>
      )}
    </>
  );
}
