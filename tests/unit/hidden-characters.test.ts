// Text a school or a buyer sends keeps its lines but loses the characters that reorder or forge them.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { messageContentSchema } from '../../src/contract/attendee-messages';

describe('a message to attendees', () => {
  it('loses direction-changing and control characters, keeping its line breaks', () => {
    const parsed = z.parse(messageContentSchema, {
      audience: { kind: 'all' },
      subject: 'Venue\u202e change\r\nBcc: everyone',
      body: '\u200b The hall\u202egnp.exe\u2066 flooded.\r\nMeet at\tthe park\u0007.\n\u2069',
    });
    expect(parsed.subject).toBe('Venue change Bcc: everyone');
    expect(parsed.body).toBe('The hallgnp.exe flooded.\nMeet at the park.');
  });
});

describe('every bidirectional control', () => {
  it('goes from one-line and multi-line text, with Unicode’s line separators', async () => {
    const { oneLineText, multiLineText } = await import('../../src/contract/storable-text');
    expect(oneLineText('a\u200fb\u061cc\u200ed\u2028e\u2029f')).toBe('abcd e f');
    expect(multiLineText('a\u200fb\u061cc\u200ed\u2028e\u2029f')).toBe('abcd\ne\nf');
    expect(oneLineText('\u202e\u200f')).toBe('');
  });
});

describe('names a school gives', () => {
  it('lose the marks that disguise them, as every stored name does', async () => {
    const { addOnInputSchema } = await import('../../src/contract/add-ons');
    const parsed = z.parse(addOnInputSchema, {
      name: 'Shirt\u202etxt.exe',
      price: 1,
      variants: [{ name: '\u200fM', quantity: null }],
    });
    expect(parsed.name).toBe('Shirttxt.exe');
    expect(parsed.variants[0]!.name).toBe('M');
  });
});
