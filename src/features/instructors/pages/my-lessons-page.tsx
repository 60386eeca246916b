// /account/lessons: the private lessons the signed-in dancer booked, upcoming first, each with its
// instructor and, until the cut-off, a way to cancel it.
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useMyLessons } from '../api/lessons';
import { LessonList } from '../components/lesson-list';
import '../components/instructors.css';

export function MyLessonsPage() {
  const i18n = useI18n();
  const lessons = useMyLessons();
  if (lessons.isPending) return <LoadingIndicator label={i18n._('lessons.mine.loading')} />;
  return (
    <main className="page page-narrow">
      <h1>{i18n._('lessons.mine.title')}</h1>
      {lessons.isError && <p className="alert alert-error">{i18n._('lessons.loadFailed')}</p>}
      {lessons.data?.length === 0 && (
        <p>
          {i18n._('lessons.mine.none')} <Link to="/instructors">{i18n._('lessons.mine.find')}</Link>
        </p>
      )}
      {lessons.data && <LessonList lessons={lessons.data} asDancer />}
    </main>
  );
}
