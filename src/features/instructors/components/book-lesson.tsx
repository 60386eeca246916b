// /i/{slug}'s "Book a private lesson": the lessons on offer, a week of free slots in the viewer's
// zone (the instructor's time beside each when the zones differ), and booking the chosen one. The
// server decides what is free and books it once per attempt (the attempt's key kept across clicks).
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LessonType } from '@/contract/private-lessons';
import { failureMessage } from '@/lib/api/result';
import { useAuth } from '@/lib/auth/auth-context';
import { formatMoney } from '@/lib/i18n/format';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useBookLesson, useFreeSlots, useLessonOffer } from '../api/lessons';
import { lessonDay, lessonTime, lessonWhen, viewerZone, zonePlace } from './lesson-time';

const WEEK = 7 * 86_400_000;

function useWeek() {
  // Read once per mount, on the minute: the range (and so the query) stays put while the page is open.
  const [first] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [week, setWeek] = useState(0);
  const from = useMemo(() => new Date(first + week * WEEK), [first, week]);
  const to = useMemo(() => new Date(first + (week + 1) * WEEK), [first, week]);
  return { from, to, week, setWeek };
}

function LessonChoice({
  lesson,
  chosen,
  onChoose,
}: {
  lesson: LessonType;
  chosen: boolean;
  onChoose: () => void;
}) {
  const i18n = useI18n();
  return (
    <label className="check-row lesson-choice">
      <input type="radio" name="lesson-type" checked={chosen} onChange={onChoose} />
      <span>
        <strong>{lesson.name}</strong> · {i18n._('lessons.minutes', { minutes: lesson.minutes })} ·{' '}
        {i18n._(lesson.format === 'couple' ? 'lessons.format.couple' : 'lessons.format.single')} ·{' '}
        {formatMoney(lesson.priceCents / 100, lesson.currency)}
        <br />
        <span className="muted">{lesson.place ?? i18n._('lessons.type.atYourStudio')}</span>
      </span>
    </label>
  );
}

export function BookLesson({ slug }: { slug: string }) {
  const i18n = useI18n();
  const { user } = useAuth();
  const location = useLocation();
  const offer = useLessonOffer(slug);
  const [typeId, setTypeId] = useState<string | null>(null);
  const lessons = offer.data?.lessonTypes ?? [];
  const lesson = lessons.find((item) => item.id === typeId) ?? lessons[0] ?? null;
  const { from, to, week, setWeek } = useWeek();
  const slots = useFreeSlots(slug, lesson?.id ?? null, from, to);
  const [chosen, setChosen] = useState<string | null>(null);
  const attempt = useRef<{ start: string; key: string } | null>(null);
  const book = useBookLesson(slug);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  if (!offer.data || !lesson) return null;
  const here = viewerZone();
  const theirs = offer.data.timeZone;

  const byDay = new Map<string, { start: string }[]>();
  for (const slot of slots.data?.slots ?? []) {
    const day = lessonDay(slot.start, here);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }

  // Shown beside the day of the slot chosen (or just booked), where the dancer is looking.
  const feedback = (
    <>
      {chosen && (
        <div className="lesson-confirm" role="group" aria-label={i18n._('lessons.book.confirm')}>
          <p>
            {i18n._('lessons.book.summary', {
              lesson: lesson.name,
              when: lessonWhen(chosen, here),
              price: formatMoney(lesson.priceCents / 100, lesson.currency),
            })}
          </p>
          {user ? (
            <button
              type="button"
              className="button button-primary"
              disabled={book.isPending}
              onClick={() => void send()}
            >
              {i18n._('lessons.book.button')}
            </button>
          ) : (
            <Link
              className="button button-primary"
              to={`/login?return=${encodeURIComponent(location.pathname)}`}
            >
              {i18n._('lessons.book.signIn')}
            </Link>
          )}
        </div>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {booked && (
        <p className="alert alert-success" role="status">
          {i18n._('lessons.book.done', { when: lessonWhen(booked, here) })}{' '}
          <Link to="/account/lessons">{i18n._('lessons.mine.link')}</Link>
        </p>
      )}
    </>
  );
  const focus = chosen ?? booked;
  const focusDay = focus ? lessonDay(focus, here) : null;

  const send = async () => {
    if (!chosen) return;
    setError(null);
    if (attempt.current?.start !== chosen)
      attempt.current = { start: chosen, key: crypto.randomUUID() };
    const result = await book.mutateAsync({
      typeId: lesson.id,
      start: chosen,
      transactionId: attempt.current.key,
    });
    if (!result.ok) return setError(failureMessage(result, i18n._('lessons.book.failed')));
    attempt.current = null;
    setBooked(chosen);
    setChosen(null);
  };

  return (
    <section aria-labelledby="book-lesson-heading" className="book-lesson">
      <h2 id="book-lesson-heading">{i18n._('lessons.book.title')}</h2>
      <fieldset className="lesson-choices">
        <legend>{i18n._('lessons.book.which')}</legend>
        {lessons.map((item) => (
          <LessonChoice
            key={item.id}
            lesson={item}
            chosen={item.id === lesson.id}
            onChoose={() => {
              setTypeId(item.id);
              setChosen(null);
            }}
          />
        ))}
      </fieldset>
      <p className="muted">
        {i18n._('lessons.book.zones', { yours: zonePlace(here), theirs: zonePlace(theirs) })}{' '}
        {i18n._('lessons.book.cutoff', { hours: offer.data.cancelCutoffHours })}
      </p>
      <div className="lesson-week">
        <button
          type="button"
          className="button button-secondary"
          disabled={week === 0}
          onClick={() => setWeek(week - 1)}
        >
          {i18n._('lessons.book.earlier')}
        </button>
        <span>{`${lessonDay(from, here)} – ${lessonDay(new Date(to.getTime() - 1), here)}`}</span>
        <button type="button" className="button button-secondary" onClick={() => setWeek(week + 1)}>
          {i18n._('lessons.book.later')}
        </button>
      </div>
      {slots.isError && <p className="alert alert-error">{i18n._('lessons.slots.failed')}</p>}
      {slots.data && byDay.size === 0 && <p>{i18n._('lessons.slots.none')}</p>}
      {[...byDay].map(([day, list]) => (
        <div key={day} className="lesson-day">
          <h3>{day}</h3>
          <ul className="lesson-slots">
            {list.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  className={`button ${chosen === slot.start ? 'button-primary' : 'button-secondary'}`}
                  aria-pressed={chosen === slot.start}
                  onClick={() => setChosen(slot.start)}
                >
                  {lessonTime(slot.start, here)}
                  {here !== theirs && (
                    <span className="lesson-slot__theirs">
                      {i18n._('lessons.slot.theirs', {
                        time: lessonTime(slot.start, theirs),
                        place: zonePlace(theirs),
                      })}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {day === focusDay && feedback}
        </div>
      ))}
      {(focusDay === null || !byDay.has(focusDay)) && feedback}
    </section>
  );
}
