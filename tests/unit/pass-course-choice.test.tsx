// Choosing the courses a class pass covers: each course reads as what it is (a term course's
// classes to come, a weekly series' events), and ticking and unticking change the chosen ids.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PassCourse } from '@/contract/class-passes';
import {
  PassCourseChoice,
  courseSummary,
  withCourse,
} from '@/features/dashboard/components/pass-course-choice';

const course = (id: string, title: string, events: number, classes: number): PassCourse => ({
  id,
  title,
  events,
  classes,
});

describe('courseSummary', () => {
  it('says how many classes are to come, and that a series of events is weekly', () => {
    expect(courseSummary(course('a', 'Bachata Level 1', 1, 8))).toBe('8 classes to come');
    expect(courseSummary(course('b', 'Salsa Tuesdays', 5, 1))).toBe(
      'weekly · 5 events · 1 class to come',
    );
    expect(courseSummary(course('c', 'Old Workshop', 1, 0))).toBe('none to come');
  });
});

describe('withCourse', () => {
  it('adds a course once and removes it', () => {
    expect(withCourse(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withCourse(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(withCourse(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

function Chooser({ courses }: { courses: PassCourse[] | undefined }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <PassCourseChoice courses={courses} chosen={chosen} onChange={setChosen} idPrefix="t" />
      <output>{chosen.join(',')}</output>
    </>
  );
}

describe('PassCourseChoice', () => {
  it('lists the school’s courses as labelled checkboxes and keeps what is ticked', () => {
    render(
      <Chooser
        courses={[course('c1', 'Bachata Level 1', 1, 8), course('c2', 'Salsa Tuesdays', 3, 2)]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Classes it covers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Salsa Tuesdays/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Bachata Level 1/ }));
    expect(screen.getByRole('status').textContent).toBe('c2,c1');
    fireEvent.click(screen.getByRole('checkbox', { name: /Salsa Tuesdays/ }));
    expect(screen.getByRole('status').textContent).toBe('c1');
  });

  it('says what to do when the school has no events yet', () => {
    render(<Chooser courses={[]} />);
    expect(
      screen.getByText('Publish a class or a course first: a pass covers your own events.'),
    ).toBeTruthy();
  });
});
