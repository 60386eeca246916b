// A message to a guide is written once per client key: sent again (a retry, a double submit, or
// several at the same moment) it answers the first message, is stored and e-mailed once and is
// counted once against the day's limits; the same key with another message (or to another guide)
// is a 409 naming clientKey, and a missing or malformed key a 400.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import {
  GUIDE_MESSAGE_KEY_REUSED,
  GUIDE_MESSAGES_PER_SENDER_PER_DAY,
} from '../../src/contract/guides';
import { confirmedMember, guideWith, mailsTo } from '../support/guides';
import { callsAs } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const content = { subject: 'Visiting in April', body: 'Where is Saturday’s zouk social?' };
const newKey = () => `test-${randomUUID()}`;
const errorOf = (answer: { body: unknown }) => apiErrorSchema.parse(answer.body).error;

async function storedUnder(guideSlug: string) {
  return server.databases.production
    .selectFrom('guide_messages')
    .innerJoin('guides', 'guides.id', 'guide_messages.guide_id')
    .select(['guide_messages.id', 'guide_messages.client_key'])
    .where('guides.slug', '=', guideSlug)
    .execute();
}

describe('sending a message to a guide again', () => {
  it('answers the first message when the same key is sent again, storing and mailing it once', async () => {
    const guide = await guideWith(server);
    const dancer = callsAs(server, await confirmedMember(server, 'Retry Dancer'));
    const url = `/api/v2/guides/${guide.slug}/messages`;
    const message = { ...content, clientKey: newKey() };
    const first = await dancer.post(url, message);
    const again = await dancer.post(url, message);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await storedUnder(guide.slug)).toHaveLength(1);
    expect(await mailsTo(server, guide.member.email)).toHaveLength(1);
  });

  it('writes one message for sends under one key at the same moment, counted once', async () => {
    const guide = await guideWith(server);
    const dancer = callsAs(server, await confirmedMember(server, 'Double Clicker'));
    const url = `/api/v2/guides/${guide.slug}/messages`;
    const message = { ...content, clientKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => dancer.post(url, message)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await storedUnder(guide.slug)).toHaveLength(1);
    expect(await mailsTo(server, guide.member.email)).toHaveLength(1);
    // Counted once: the rest of the day's allowance is still there, and no more.
    for (let n = 1; n < GUIDE_MESSAGES_PER_SENDER_PER_DAY; n += 1)
      expect((await dancer.post(url, { ...content, clientKey: newKey() })).status).toBe(201);
    expect((await dancer.post(url, { ...content, clientKey: newKey() })).status).toBe(429);
    // A repeat of a message already sent still answers it once the day's limit is reached.
    const late = await dancer.post(url, message);
    expect(late.status).toBe(201);
    expect(late.body.data.id).toBe(answers[0]!.body.data.id);
    expect(await mailsTo(server, guide.member.email)).toHaveLength(
      GUIDE_MESSAGES_PER_SENDER_PER_DAY,
    );
  });

  it('refuses the same key for another message or another guide with 409 naming clientKey', async () => {
    const guide = await guideWith(server);
    const other = await guideWith(server);
    const dancer = callsAs(server, await confirmedMember(server));
    const clientKey = newKey();
    const url = `/api/v2/guides/${guide.slug}/messages`;
    expect((await dancer.post(url, { ...content, clientKey })).status).toBe(201);
    for (const [target, body] of [
      [url, { ...content, body: 'Something else entirely', clientKey }],
      [`/api/v2/guides/${other.slug}/messages`, { ...content, clientKey }],
    ] as const) {
      const reused = await dancer.post(target, body);
      expect(reused.status).toBe(409);
      expect(errorOf(reused)).toMatchObject({
        code: 'CONFLICT',
        message: GUIDE_MESSAGE_KEY_REUSED,
        details: { field: 'clientKey' },
      });
    }
    expect(await storedUnder(guide.slug)).toHaveLength(1);
    expect(await storedUnder(other.slug)).toHaveLength(0);
    // Each sender's keys are their own: another dancer may use the same key.
    const someoneElse = callsAs(server, await confirmedMember(server));
    expect((await someoneElse.post(url, { ...content, clientKey })).status).toBe(201);
  });

  it('asks for a key of 8 to 100 characters with a 400 naming clientKey', async () => {
    const guide = await guideWith(server);
    const dancer = callsAs(server, await confirmedMember(server));
    const url = `/api/v2/guides/${guide.slug}/messages`;
    for (const clientKey of [undefined, 'short', 'k'.repeat(101), 42]) {
      const refused = await dancer.post(url, { ...content, clientKey });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { field: 'clientKey' },
      });
    }
    expect(await storedUnder(guide.slug)).toHaveLength(0);
  });
});
