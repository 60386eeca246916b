// The one rule for typed names, shared by the web and the server: a name of only invisible
// characters (direction marks, zero-width spaces, blank fillers) is refused, the direction-changing
// controls are taken out of any other, and a refund policy with two rules for one deadline, or a
// rule that can never apply, is refused with words that name the problem.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { compRecipientSchema } from '@/contract/comps';
import { doorSaleSchema } from '@/contract/door-sales';
import { instructorProfileInputSchema } from '@/contract/instructors';
import {
  buyerChangeSettingsSchema,
  refundRulesProblem,
  renameRequestSchema,
} from '@/contract/ticket-changes';
import { hasVisibleCharacter, NO_VISIBLE_CHARACTER } from '@/contract/typed-text';

const INVISIBLE = [
  '\u202e\u202d',
  '\u2066\u2067\u2068\u2069',
  '\u202a\u202b\u202c',
  '\u200e\u200f',
  '\u200b\u200c\u200d',
  '\u2060\ufeff',
  '\u00ad',
  '\u3164',
  '\u2800',
  ' \u202e ',
];

describe('a typed name', () => {
  it('needs a character a reader sees', () => {
    for (const text of INVISIBLE)
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
    for (const text of ['A', 'Zoë', 'محمد', '李', '7', '💃', '·'])
      expect(hasVisibleCharacter(text), text).toBe(true);
  });

  it('is refused when invisible in every schema that takes one, and cleaned of direction controls', () => {
    const sale = (extra: Record<string, unknown>) =>
      z.safeParse(doorSaleSchema, {
        clientKey: crypto.randomUUID(),
        ticketTypeId: crypto.randomUUID(),
        quantity: 1,
        method: 'cash',
        ...extra,
      });
    for (const text of INVISIBLE) {
      const device = sale({ deviceName: text });
      expect(device.success, JSON.stringify(text)).toBe(false);
      expect(device.error?.issues[0]).toMatchObject({
        path: ['deviceName'],
        message: NO_VISIBLE_CHARACTER,
      });
      expect(sale({ buyerName: text }).success).toBe(false);
      expect(z.safeParse(renameRequestSchema, { name: text }).success).toBe(false);
      expect(z.safeParse(compRecipientSchema, { name: text, email: 'a@b.co' }).success).toBe(false);
      expect(z.safeParse(instructorProfileInputSchema, { name: text }).success).toBe(false);
    }
    // Left empty is the field's own business: the door's device name may be, a holder's may not.
    expect(sale({ deviceName: '' }).success).toBe(true);
    expect(z.safeParse(renameRequestSchema, { name: '' }).success).toBe(false);
    // Direction overrides and isolates inside a name are taken out.
    expect(sale({ deviceName: 'Door\u202e 1\u2066' }).data?.deviceName).toBe('Door 1');
    expect(z.safeParse(renameRequestSchema, { name: '\u202eAna\u202c Lee' }).data?.name).toBe(
      'Ana Lee',
    );
  });
});

describe('refund rules', () => {
  const settings = (refundRules: Array<{ hoursBefore: number; percent: number }>) =>
    z.safeParse(buyerChangeSettingsSchema, {
      transfersAllowed: true,
      transferCutoffHours: 0,
      refundRules,
    });

  it('refuse two rules for one deadline, naming it', () => {
    const rules = [
      { hoursBefore: 48, percent: 100 },
      { hoursBefore: 48, percent: 50 },
    ];
    expect(refundRulesProblem(rules)).toBe(
      'Two refund rules have the same deadline (until 2 days before the start): keep one.',
    );
    const parsed = settings(rules);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['refundRules'],
      message: refundRulesProblem(rules),
    });
  });

  it('refuse a rule that can never apply, and take a policy that gives less as the event nears', () => {
    const never = [
      { hoursBefore: 24, percent: 100 },
      { hoursBefore: 168, percent: 50 },
    ];
    expect(refundRulesProblem(never)).toContain('"50 % until');
    expect(settings(never).success).toBe(false);
    const sensible = [
      { hoursBefore: 24, percent: 50 },
      { hoursBefore: 168, percent: 100 },
    ];
    expect(refundRulesProblem(sensible)).toBeNull();
    expect(settings(sensible).success).toBe(true);
    expect(refundRulesProblem(null)).toBeNull();
  });
});
