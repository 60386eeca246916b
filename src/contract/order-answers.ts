// A guest's order answers, read and changed through the signed link of the receipt (no account):
// GET /api/v2/orders/{id}/shared/answers?access=… lists each ticket with its type (which questions
// it is asked), its holder, its answers and why they cannot be changed now (null: they can); PUT
// …/shared/tickets/{ticketId}/answers?access=… {answers} changes one ticket's, as a signed-in
// buyer does from the order page; PUT …/shared/tickets/{ticketId}/holder?access=… {name} changes the
// name on it, under the signed-in buyer's rule.
import * as z from 'zod/mini';
import { questionSchema } from './attendee-questions';
import { lazySchema } from './lazy-schema';

export const orderTicketAnswersSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    ticketTypeName: z.string(),
    holderName: z.nullable(z.string()),
    ticketTypeId: z.string(),
    answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
    /** Why its answers cannot be changed now (the event started, it was passed on…); null: they can. */
    answersRefusal: z.nullable(z.string()),
    /** Why the name on it cannot be changed now (the school's transfer settings, or as above);
     * null: it can. */
    nameRefusal: z._default(z.nullable(z.string()), null),
  }),
);
export type OrderTicketAnswers = z.infer<typeof orderTicketAnswersSchema>;

export const orderAnswersSchema = lazySchema(() =>
  z.object({
    data: z.object({
      questions: z.array(questionSchema),
      tickets: z.array(orderTicketAnswersSchema),
    }),
  }),
);
export type OrderAnswers = z.infer<typeof orderAnswersSchema>['data'];
