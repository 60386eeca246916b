// The server's validation messages name the field in plain words, whatever the schema worded.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { plannedInstantSchema } from '../../src/contract/instants';
import { parseInput } from '../../server/lib/validate';

const messageOf = (schema: z.ZodMiniType, input: unknown) => {
  try {
    parseInput(schema, input);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('validation messages', () => {
  it('give a shared predicate its field as subject', () => {
    const schema = z.object({ at: plannedInstantSchema });
    expect(messageOf(schema, { at: 'yesterday' })).toBe('at must be an ISO date and time.');
    expect(messageOf(schema, { at: '2999-01-01T00:00:00Z' })).toBe(
      'at must be a date between 2000 and 2100.',
    );
  });

  it('say a choice left out is required, and a wrong one what it may be', () => {
    const schema = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('cancel') }),
      z.object({ kind: z.literal('postpone') }),
    ]);
    expect(messageOf(schema, {})).toBe('kind is required.');
    expect(messageOf(z.object({ method: z.enum(['cash', 'card']) }), { method: 'gold' })).toBe(
      'method must be one of: cash, card.',
    );
    expect(messageOf(z.object({ n: z.int() }), { n: 1.5 })).toBe('n must be a whole number.');
  });
});
