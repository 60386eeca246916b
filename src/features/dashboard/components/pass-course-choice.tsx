// The courses a class pass covers, chosen by ticking them: each of the school's courses (one
// event whose sessions are its classes) and weekly series (an event and its duplicates), by its
// current title, so renaming a class never changes what a pass covers.
import type { PassCourse } from '@/contract/class-passes';

/** What a course is, in a few words: "8 classes to come", "weekly · 5 events · none to come". */
export function courseSummary(course: PassCourse): string {
  const coming =
    course.classes === 0
      ? 'none to come'
      : `${course.classes} ${course.classes === 1 ? 'class' : 'classes'} to come`;
  return course.events > 1 ? `weekly · ${course.events} events · ${coming}` : coming;
}

/** The chosen ids with `id` ticked or unticked. */
export const withCourse = (chosen: string[], id: string, ticked: boolean) =>
  ticked ? [...new Set([...chosen, id])] : chosen.filter((candidate) => candidate !== id);

export function PassCourseChoice({
  courses,
  chosen,
  onChange,
  idPrefix,
  legend = 'Classes it covers',
}: {
  courses: PassCourse[] | undefined;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  /** Keeps the checkboxes' ids apart where several lists are on the page. */
  idPrefix: string;
  legend?: string;
}) {
  return (
    <fieldset className="pass-courses">
      <legend>{legend}</legend>
      {courses === undefined && <p className="muted">Loading your events…</p>}
      {courses?.length === 0 && (
        <p className="muted">Publish a class or a course first: a pass covers your own events.</p>
      )}
      {courses?.map((course) => {
        const id = `${idPrefix}-${course.id}`;
        return (
          <div key={course.id} className="pass-courses__choice">
            <input
              id={id}
              type="checkbox"
              checked={chosen.includes(course.id)}
              onChange={(event) => onChange(withCourse(chosen, course.id, event.target.checked))}
            />
            <label htmlFor={id}>
              {course.title} <span className="muted">({courseSummary(course)})</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
