// Booked private lessons as a list: when (in the lesson's zone, and the viewer's when it differs),
// what, where and who; the dancer's own can be cancelled until the instructor's cut-off.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { instructorPath } from '@/contract/instructors';
import type { LessonBooking } from '@/contract/private-lessons';
import { failureMessage } from '@/lib/api/result';
import { formatMoney } from '@/lib/i18n/format';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useCancelLesson } from '../api/lessons';
import { lessonWhen, viewerZone, zonePlace } from './lesson-time';

const STATUS = {
  held: /* i18n */ 'lessons.status.held',
  confirmed: /* i18n */ 'lessons.status.confirmed',
  cancelled: /* i18n */ 'lessons.status.cancelled',
  expired: /* i18n */ 'lessons.status.expired',
};

function LessonItem({ lesson, asDancer }: { lesson: LessonBooking; asDancer: boolean }) {
  const i18n = useI18n();
  const cancel = useCancelLesson();
  const [error, setError] = useState<string | null>(null);
  const here = viewerZone();
  const send = async () => {
    setError(null);
    const result = await cancel.mutateAsync(lesson.id);
    if (!result.ok) setError(failureMessage(result, i18n._('lessons.cancel.failed')));
  };
  return (
    <li>
      <strong>{lesson.lessonName}</strong>
      {asDancer && (
        <>
          {' · '}
          <Link to={instructorPath(lesson.instructor.slug)}>{lesson.instructor.name}</Link>
        </>
      )}
      {lesson.dancer && ` · ${lesson.dancer.name || lesson.dancer.email} (${lesson.dancer.email})`}
      <div>
        {lessonWhen(lesson.start, lesson.timeZone)} ({zonePlace(lesson.timeZone)})
        {here !== lesson.timeZone &&
          ` · ${i18n._('lessons.yourTime', { time: lessonWhen(lesson.start, here) })}`}
      </div>
      <div className="muted">
        {i18n._(lesson.format === 'couple' ? 'lessons.format.couple' : 'lessons.format.single')}
        {' · '}
        {i18n._('lessons.minutes', { minutes: lesson.minutes })}
        {' · '}
        {lesson.place ?? i18n._('lessons.type.atYourStudio')}
        {' · '}
        {formatMoney(lesson.priceCents / 100, lesson.currency)}
        {' · '}
        {i18n._(STATUS[lesson.status])}
      </div>
      {asDancer && lesson.cancelUntil && (
        <div className="namings__actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={cancel.isPending}
            onClick={() => void send()}
            aria-label={i18n._('lessons.cancel.label', {
              lesson: lesson.lessonName,
              when: lessonWhen(lesson.start, here),
            })}
          >
            {i18n._('lessons.cancel')}
          </button>
          <span className="muted">
            {i18n._('lessons.cancelUntil', { when: lessonWhen(lesson.cancelUntil, here) })}
          </span>
        </div>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function LessonList({ lessons, asDancer }: { lessons: LessonBooking[]; asDancer: boolean }) {
  return (
    <ul className="namings lesson-list">
      {lessons.map((lesson) => (
        <LessonItem key={lesson.id} lesson={lesson} asDancer={asDancer} />
      ))}
    </ul>
  );
}
