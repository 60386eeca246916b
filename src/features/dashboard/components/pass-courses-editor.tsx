// "Change classes" under a class pass: the school ticks the courses and weekly classes it covers
// now; the passes already sold cover the new choice from then on.
import { useState } from 'react';
import type { PassCourse } from '@/contract/class-passes';
import { PassCourseChoice } from './pass-course-choice';

export function PassCoursesEditor({
  pass,
  courses,
  saving,
  onSave,
}: {
  pass: { id: string; courses: Array<{ id: string }> };
  courses: PassCourse[] | undefined;
  saving: boolean;
  onSave: (courses: string[]) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState(() => pass.courses.map((course) => course.id));
  const [open, setOpen] = useState(false);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Change classes</summary>
      <PassCourseChoice
        courses={courses}
        chosen={chosen}
        onChange={setChosen}
        idPrefix={`pass-${pass.id}-course`}
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={saving || chosen.length === 0}
        onClick={() => {
          void onSave(chosen)
            .then(() => setOpen(false))
            .catch(() => undefined);
        }}
      >
        Save classes
      </button>
    </details>
  );
}
