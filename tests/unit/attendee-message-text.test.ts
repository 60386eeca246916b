// A message to attendees keeps its lines but loses the characters that reorder or forge them.
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
