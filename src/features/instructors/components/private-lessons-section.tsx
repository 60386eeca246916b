// /account/instructor's "Private lessons": the lesson types offered, the weekly availability with
// its zone and rules, and the lessons dancers booked.
import { formatMoney } from '@/lib/i18n/format';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useLessonSettings, useTaughtLessons } from '../api/lessons';
import { AvailabilityForm } from './availability-form';
import { LessonList } from './lesson-list';
import { LessonTypeForm } from './lesson-type-form';

export function PrivateLessonsSection() {
  const i18n = useI18n();
  const settings = useLessonSettings();
  const taught = useTaughtLessons();
  return (
    <section aria-labelledby="private-lessons-heading" className="private-lessons">
      <h2 id="private-lessons-heading">{i18n._('lessons.section.title')}</h2>
      <p className="muted">{i18n._('lessons.section.intro')}</p>
      {settings.isError && <p className="alert alert-error">{i18n._('lessons.loadFailed')}</p>}
      {settings.data && (
        <>
          <h3>{i18n._('lessons.types.title')}</h3>
          {settings.data.lessonTypes.length === 0 && <p>{i18n._('lessons.types.none')}</p>}
          {settings.data.lessonTypes.map((lesson) => (
            <details key={lesson.id} className="lesson-type">
              <summary>
                {lesson.name} · {i18n._('lessons.minutes', { minutes: lesson.minutes })} ·{' '}
                {formatMoney(lesson.priceCents / 100, lesson.currency)}
                {!lesson.active && ` · ${i18n._('lessons.type.off')}`}
              </summary>
              <LessonTypeForm lesson={lesson} />
            </details>
          ))}
          <details className="lesson-type" open={settings.data.lessonTypes.length === 0}>
            <summary>{i18n._('lessons.type.new')}</summary>
            <LessonTypeForm lesson={null} />
          </details>
          <AvailabilityForm availability={settings.data.availability} />
        </>
      )}
      <h3>{i18n._('lessons.booked.title')}</h3>
      {taught.data?.length === 0 && <p>{i18n._('lessons.booked.none')}</p>}
      {taught.data && <LessonList lessons={taught.data} asDancer={false} />}
    </section>
  );
}
