// The event page's Timetable: its sessions by day, with the school's schedule image of each day
// (Thursday to Sunday) under that day, and those of days without sessions after it.
import { Timetable } from '@/components/timetable/timetable';
import type { EventPage } from '@/contract/event-page';
import {
  placeScheduleImages,
  SCHEDULE_DAY_LABELS,
  type ScheduleImage,
} from '@/contract/schedule-images';
import { storedImageUrl } from '@/lib/image-url';
import { timetableDays } from '@/lib/timetable';

function ScheduleImageOf({ image, title }: { image: ScheduleImage; title: string }) {
  return (
    <img
      className="timetable__image"
      src={storedImageUrl(image.imageKey)}
      alt={`${title}: ${SCHEDULE_DAY_LABELS[image.day]}'s schedule`}
      loading="lazy"
    />
  );
}

export function EventTimetable({ event }: { event: EventPage }) {
  const days = timetableDays(event.sessions, event.timeZone).map((day) => day.day);
  const { under, after } = placeScheduleImages(event.scheduleImages, days);
  return (
    <>
      {event.sessions.length > 1 && (
        <Timetable
          sessions={event.sessions}
          timeZone={event.timeZone}
          title="Timetable"
          dayExtra={(day) => {
            const image = under.get(day);
            return image ? <ScheduleImageOf image={image} title={event.title} /> : null;
          }}
        />
      )}
      {after.length > 0 && (
        <section className="timetable" aria-label="Schedule">
          {after.map((image) => (
            <figure key={image.day} className="timetable__figure">
              <figcaption>{SCHEDULE_DAY_LABELS[image.day]}</figcaption>
              <ScheduleImageOf image={image} title={event.title} />
            </figure>
          ))}
        </section>
      )}
    </>
  );
}
