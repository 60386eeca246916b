// The attendee questions' fields and answer list, loaded only where an event asks questions: every
// page reaches them through here, so they (and the answers' rule) stay one chunk of their own.
import { lazy } from 'react';

export const QuestionFields = lazy(() => import('./question-fields'));
export const TicketAnswers = lazy(async () => ({
  default: (await import('./question-fields')).TicketAnswers,
}));
