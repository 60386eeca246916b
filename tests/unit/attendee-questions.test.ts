// Attendee questions' shared rule and the purchase page's holders: what answers a ticket may be
// given (required, a choice among the options, the kind's shape, only what it is asked), what is
// kept and how it reads; and each ticket chosen as one holder in the request, sent only when a
// name was typed or the event asks questions.
import { describe, expect, it } from 'vitest';
import { questionInputSchema, type Question, questionsFor } from '@/contract/attendee-questions';
import { answerLines, answersRefusal, keptAnswers } from '@/contract/attendee-answers';
import type { PurchaseEvent } from '@/contract/purchases';
import { attendeesToSend, ticketSlotsOf } from '@/features/purchase/lib/attendee-slots';

const level: Question = {
  id: 'q-level',
  kind: 'single',
  label: 'Your level',
  options: ['Beginner', 'Improver'],
  required: true,
  ticketTypeIds: ['workshop'],
};
const styles: Question = {
  id: 'q-styles',
  kind: 'multiple',
  label: 'Styles',
  options: ['Salsa', 'Zouk'],
  required: false,
  ticketTypeIds: [],
};
const waiver: Question = {
  id: 'q-waiver',
  kind: 'checkbox',
  label: 'I accept the waiver',
  options: [],
  required: true,
  ticketTypeIds: [],
};
const questions = [level, styles, waiver];

describe('answers to a ticket’s questions', () => {
  it('are asked by ticket type', () => {
    expect(questionsFor(questions, 'party').map((one) => one.id)).toEqual(['q-styles', 'q-waiver']);
    expect(questionsFor(questions, 'workshop')).toHaveLength(3);
  });

  it('are refused when required and missing, of the wrong shape, not a choice, or not asked', () => {
    const asked = questionsFor(questions, 'workshop');
    expect(answersRefusal(asked, { 'q-waiver': true })?.message).toBe(
      'Please answer "Your level".',
    );
    expect(answersRefusal(asked, { 'q-level': 'Beginner', 'q-waiver': false })?.message).toBe(
      'Please answer "I accept the waiver".',
    );
    expect(answersRefusal(asked, { 'q-level': 'Pro', 'q-waiver': true })?.message).toBe(
      'That is not one of the choices of "Your level".',
    );
    expect(
      answersRefusal(asked, { 'q-level': 'Beginner', 'q-styles': 'Salsa', 'q-waiver': true })
        ?.questionId,
    ).toBe('q-styles');
    expect(
      answersRefusal(questionsFor(questions, 'party'), { 'q-level': 'Beginner', 'q-waiver': true })
        ?.message,
    ).toBe('That question is not one of this event’s.');
    expect(
      answersRefusal(asked, { 'q-level': 'Improver', 'q-styles': ['Zouk'], 'q-waiver': true }),
    ).toBeNull();
  });

  it('keep only what was answered, and read in words', () => {
    expect(keptAnswers({ a: '  ', b: [], c: false, d: ' Vegan ', e: true })).toEqual({
      d: 'Vegan',
      e: true,
    });
    expect(answerLines(questions, 'party', { 'q-styles': ['Salsa', 'Zouk'] })).toEqual([
      { questionId: 'q-styles', label: 'Styles', answer: 'Salsa, Zouk' },
      { questionId: 'q-waiver', label: 'I accept the waiver', answer: 'No' },
    ]);
  });

  it('are defined with choices only for a choice question', () => {
    expect(
      questionInputSchema.safeParse({ kind: 'single', label: 'Pick', options: ['A'] }).success,
    ).toBe(false);
    expect(
      questionInputSchema.safeParse({ kind: 'text', label: 'Why', options: ['A'] }).success,
    ).toBe(false);
    expect(
      questionInputSchema.safeParse({ kind: 'multiple', label: 'Pick', options: ['A', 'a'] })
        .success,
    ).toBe(false);
    expect(questionInputSchema.parse({ kind: 'checkbox', label: ' Photos ok ' })).toEqual({
      kind: 'checkbox',
      label: 'Photos ok',
      options: [],
      required: false,
      ticketTypeIds: [],
    });
  });
});

const type = (id: string, name: string): PurchaseEvent['ticketTypes'][number] => ({
  id,
  name,
  description: '',
  price: 20,
  currency: 'AUD',
  availableQuantity: 50,
  sessionIds: [],
  soldOutReason: null,
  roles: null,
});

describe('the purchase page’s holders', () => {
  const types = [type('party', 'Party'), type('workshop', 'Workshop')];
  const slots = ticketSlotsOf(types, { party: 2, workshop: 1 });

  it('are one per ticket chosen, in the event’s order of types', () => {
    expect(slots.map((slot) => [slot.key, slot.line.name])).toEqual([
      ['party#0', 'Party'],
      ['party#1', 'Party'],
      ['workshop#0', 'Workshop'],
    ]);
  });

  it('are sent when a name is typed or questions are asked, one per ticket', () => {
    expect(attendeesToSend(slots, {}, false)).toBeUndefined();
    const sent = attendeesToSend(slots, { 'party#1': { name: ' Ann ', answers: {} } }, false);
    expect(sent).toEqual([
      { ticketType: 'party', name: '', answers: {} },
      { ticketType: 'party', name: 'Ann', answers: {} },
      { ticketType: 'workshop', name: '', answers: {} },
    ]);
    expect(
      attendeesToSend(
        slots,
        { 'workshop#0': { name: '', answers: { 'q-level': 'Beginner' } } },
        true,
      )?.[2],
    ).toEqual({ ticketType: 'workshop', name: '', answers: { 'q-level': 'Beginner' } });
  });
});
