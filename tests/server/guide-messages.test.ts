// Messages to local guides: a visiting dancer finds a Sydney guide for bachata and writes; the
// guide is e-mailed the message with the dancer's first name only and a link, reads it, answers
// through the site and reports it; neither address reaches the other side; and the daily limits
// per sender and per guide hold under parallel sends.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import {
  GUIDE_MESSAGES_PER_GUIDE_PER_DAY,
  GUIDE_MESSAGES_PER_SENDER_PER_DAY,
} from '../../src/contract/guides';
import { guideReviewResponseSchema } from '../../src/contract/guide-applications';
import { confirmedMember, guideWith, mailsTo, setFlag, unconfirmedMember } from '../support/guides';
import { callsAs, signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const content = { subject: 'Visiting in March', body: 'Hi!\r\nWhere do people dance bachata?' };
/** A message with a key of its own, as the web form makes one per message. */
const keyed = (fields: Record<string, unknown> = content) => ({
  ...fields,
  clientKey: `test-${randomUUID()}`,
});
const statusOf = (answer: { status: number }) => answer.status;

describe('writing to a guide', () => {
  it('relays a message the guide receives, with neither address shown', async () => {
    const guide = await guideWith(server, { city: 'Sydney', danceStyles: ['bachata'] });
    const dancer = await confirmedMember(server, 'Maria Visitor');
    const calls = callsAs(server, dancer);

    const found = await calls.get('/api/v2/guides?city=sydney&style=bachata');
    expect(found.body.data.guides.map((one: { slug: string }) => one.slug)).toContain(guide.slug);
    const sent = await calls.post(`/api/v2/guides/${guide.slug}/messages`, keyed());
    expect(sent.status).toBe(201);

    const [mail] = await mailsTo(server, guide.member.email);
    expect(mail!.subject).toBe('Maria wrote to you on Floorcraft: Visiting in March');
    expect(mail!.text_body).toContain('Hi!\nWhere do people dance bachata?');
    expect(mail!.text_body).toContain(`/account/guide/messages/${sent.body.data.id}`);
    expect(mail!.text_body).not.toContain(dancer.email);
    expect(mail!.text_body).not.toContain('Visitor');

    const guideCalls = callsAs(server, guide.member);
    const inbox = await guideCalls.get('/api/v2/guide/messages');
    expect(inbox.body.data).toEqual([
      expect.objectContaining({
        id: sent.body.data.id,
        senderFirstName: 'Maria',
        subject: 'Visiting in March',
        reported: false,
      }),
    ]);
    expect(JSON.stringify(inbox.body)).not.toContain(dancer.email);

    const answered = await server.app.inject({
      method: 'POST',
      url: `/api/v2/guide/messages/${sent.body.data.id}/answer`,
      headers: guide.member.headers,
      payload: { body: 'Come to the Friday social!' },
    });
    expect(answered.statusCode).toBe(201);
    const [answer] = await mailsTo(server, dancer.email);
    expect(answer!.subject).toBe('Grace Guide answered you on Floorcraft: Visiting in March');
    expect(answer!.text_body).toContain('Come to the Friday social!');
    expect(answer!.text_body).toContain(`/guides/${guide.slug}`);
    expect(answer!.text_body).not.toContain(guide.member.email);
  });

  it('is for a signed-in dancer with a confirmed address, to a public guide, not to oneself', async () => {
    const guide = await guideWith(server);
    const url = `/api/v2/guides/${guide.slug}/messages`;
    expect((await callsAs(server, null).post(url, keyed())).status).toBe(401);
    const unconfirmed = callsAs(server, await unconfirmedMember(server));
    expect(statusOf(await unconfirmed.post(url, keyed()))).toBe(403);
    const dancer = callsAs(server, await confirmedMember(server));
    expect(statusOf(await dancer.post(url, { subject: '', body: 'x' }))).toBe(400);
    expect(statusOf(await dancer.post(url, { subject: 'a\nb', body: 'x'.repeat(3001) }))).toBe(400);
    expect(statusOf(await callsAs(server, guide.member).post(url, keyed()))).toBe(400);
    expect(statusOf(await dancer.post('/api/v2/guides/nobody-here/messages', keyed()))).toBe(404);
    // A subject's line break is a space: it cannot add a header of its own.
    expect(statusOf(await dancer.post(url, keyed({ subject: 'a\nBcc: x', body: 'b' })))).toBe(201);
    const mails = await mailsTo(server, guide.member.email);
    expect(mails.at(-1)!.subject).toContain('a Bcc: x');
  });

  it('holds the daily limit per sender under parallel sends', async () => {
    const guide = await guideWith(server);
    const dancer = callsAs(server, await confirmedMember(server, 'Eager'));
    const answers = await Promise.all(
      Array.from({ length: GUIDE_MESSAGES_PER_SENDER_PER_DAY + 3 }, () =>
        dancer.post(`/api/v2/guides/${guide.slug}/messages`, keyed()),
      ),
    );
    const statuses = answers.map(statusOf).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      GUIDE_MESSAGES_PER_SENDER_PER_DAY,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await mailsTo(server, guide.member.email)).toHaveLength(
      GUIDE_MESSAGES_PER_SENDER_PER_DAY,
    );
    // The refused sends did not use up the guide's day: another dancer still gets through.
    const other = callsAs(server, await confirmedMember(server));
    expect(statusOf(await other.post(`/api/v2/guides/${guide.slug}/messages`, keyed()))).toBe(201);
  });

  it("holds the guide's daily limit under parallel sends from many dancers", async () => {
    const guide = await guideWith(server);
    const dancers = await Promise.all(
      Array.from({ length: GUIDE_MESSAGES_PER_GUIDE_PER_DAY + 4 }, () => confirmedMember(server)),
    );
    const answers = await Promise.all(
      dancers.map((dancer) =>
        callsAs(server, dancer).post(`/api/v2/guides/${guide.id}/messages`, keyed()),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(
      GUIDE_MESSAGES_PER_GUIDE_PER_DAY,
    );
    expect(refused).toHaveLength(4);
    expect(apiErrorSchema.parse(refused[0]!.body).error.message).toContain('This guide');
    expect(await mailsTo(server, guide.member.email)).toHaveLength(
      GUIDE_MESSAGES_PER_GUIDE_PER_DAY,
    );
  });
});

describe('reporting a message', () => {
  it("records the guide's report for the site's administrators", async () => {
    const guide = await guideWith(server);
    const dancer = await confirmedMember(server, 'Rude Person');
    const sent = await callsAs(server, dancer).post(
      `/api/v2/guides/${guide.slug}/messages`,
      keyed(),
    );
    const id = sent.body.data.id as string;
    const report = `/api/v2/guide/messages/${id}/report`;

    const stranger = callsAs(server, (await guideWith(server)).member);
    expect(statusOf(await stranger.post(report, {}))).toBe(404);
    expect(statusOf(await stranger.get(`/api/v2/guide/messages/${id}`))).toBe(404);
    expect(statusOf(await callsAs(server, dancer).post(report, {}))).toBe(403);

    const guideCalls = callsAs(server, guide.member);
    const reported = await guideCalls.post(report, { reason: 'Spam' });
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ id, reported: true });
    await guideCalls.post(report, { reason: 'Second thoughts' });

    const admin = await signedInMember(server);
    expect(statusOf(await callsAs(server, admin).get('/api/v2/admin/guide-review'))).toBe(403);
    await setFlag(server, admin, 'admin');
    const review = await callsAs(server, admin).get('/api/v2/admin/guide-review');
    const reports = guideReviewResponseSchema.parse(review.body).data.reports;
    expect(reports.find((one) => one.id === id)).toMatchObject({
      guideSlug: guide.slug,
      senderFirstName: 'Rude',
      senderEmail: dancer.email,
      reason: 'Spam',
    });
  });
});
