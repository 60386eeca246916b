// The door's Answers panel after a scan: each answer in a line ("—" for none) and, when a required
// question is unanswered (a ticket passed on starts with none), "Answers missing" above them.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answersMissing } from '@/contract/attendee-answers';
import type { Question } from '@/contract/attendee-questions';
import { DoorAnswers } from '@/features/door/components/door-answers';

const waiver: Question = {
  id: 'q1',
  kind: 'checkbox',
  label: 'I accept the waiver',
  options: [],
  required: true,
  ticketTypeIds: [],
};
const level: Question = {
  id: 'q2',
  kind: 'single',
  label: 'Your level',
  options: ['Beginner', 'Improver'],
  required: false,
  ticketTypeIds: ['workshop'],
};

describe('the door’s answers', () => {
  it('says the answers are missing when a required one is unanswered', () => {
    render(
      <DoorAnswers
        answers={[
          { label: 'I accept the waiver', answer: 'No' },
          { label: 'Your level', answer: '' },
        ]}
        missing
      />,
    );
    const panel = screen.getByRole('region', { name: 'Answers' });
    expect(within(panel).getByRole('status').textContent).toBe('Answers missing: ask the holder.');
    expect(within(panel).getByText('—')).toBeTruthy();
  });

  it('says nothing is missing otherwise', () => {
    render(<DoorAnswers answers={[{ label: 'I accept the waiver', answer: 'Yes' }]} />);
    expect(screen.queryByText(/Answers missing/)).toBeNull();
  });
});

describe('answersMissing (the door’s and My Tickets’ rule)', () => {
  it('is true only for a required question of the type left unanswered', () => {
    const questions = [waiver, level];
    expect(answersMissing(questions, 'workshop', null)).toBe(true);
    expect(answersMissing(questions, 'workshop', { q2: 'Beginner' })).toBe(true);
    expect(answersMissing(questions, 'workshop', { q1: false })).toBe(true);
    expect(answersMissing(questions, 'workshop', { q1: true })).toBe(false);
    expect(answersMissing([level], 'party', null)).toBe(false);
    expect(answersMissing([], 'party', null)).toBe(false);
  });
});
