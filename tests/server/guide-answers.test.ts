// A guide's answer, from the side of the dancer who receives it: the answer's e-mail links to it on
// the site, where that dancer (and no one else) reads it and reports it to the site's
// administrators, who see the report in their review queue with the guide's address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideReviewResponseSchema } from '../../src/contract/guide-applications';
import { guideAnswerResponseSchema } from '../../src/contract/guides';
import { confirmedMember, guideWith, mailsTo, setFlag } from '../support/guides';
import { callsAs, signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A dancer writes to a guide and the guide answers; answers both sides and the answer's id. */
async function answered(answerBody = 'Come to the Friday social!') {
  const guide = await guideWith(server);
  const dancer = await confirmedMember(server, 'Lena Visitor');
  const sent = await callsAs(server, dancer).post(`/api/v2/guides/${guide.slug}/messages`, {
    subject: 'Bachata this week?',
    body: 'Where should I go?',
    clientKey: `test-${randomUUID()}`,
  });
  expect(sent.status).toBe(201);
  const answer = await callsAs(server, guide.member).post(
    `/api/v2/guide/messages/${sent.body.data.id}/answer`,
    { body: answerBody },
  );
  expect(answer.status).toBe(201);
  return { guide, dancer, answerId: answer.body.data.id as string };
}

describe("a guide's answer, for the dancer who receives it", () => {
  it('is linked from its e-mail and readable by that dancer only', async () => {
    const { guide, dancer, answerId } = await answered();
    const [mail] = await mailsTo(server, dancer.email);
    expect(mail!.text_body).toContain(`/account/guide-answers/${answerId}`);
    const read = await callsAs(server, dancer).get(`/api/v2/guide-answers/${answerId}`);
    expect(read.status).toBe(200);
    expect(guideAnswerResponseSchema.parse(read.body).data).toEqual({
      id: answerId,
      guideName: 'Grace Guide',
      guideSlug: guide.slug,
      subject: 'Bachata this week?',
      body: 'Come to the Friday social!',
      sentAt: expect.any(String),
      reported: false,
    });
    expect(JSON.stringify(read.body)).not.toContain(guide.member.email);
    for (const someone of [guide.member, await confirmedMember(server)])
      expect((await callsAs(server, someone).get(`/api/v2/guide-answers/${answerId}`)).status).toBe(
        404,
      );
    expect((await callsAs(server, null).get(`/api/v2/guide-answers/${answerId}`)).status).toBe(401);
  });

  it('can be reported once by that dancer, and the administrators see the report', async () => {
    const { guide, dancer, answerId } = await answered('Rude words here');
    const report = `/api/v2/guide-answers/${answerId}/report`;
    expect((await callsAs(server, guide.member).post(report, { reason: 'x' })).status).toBe(404);
    expect((await callsAs(server, await confirmedMember(server)).post(report, {})).status).toBe(
      404,
    );
    const calls = callsAs(server, dancer);
    const reported = await calls.post(report, { reason: 'Insulting' });
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ id: answerId, reported: true });
    // Reporting again keeps the first report.
    expect((await calls.post(report, { reason: 'Changed my mind' })).status).toBe(200);

    const admin = await signedInMember(server);
    await setFlag(server, admin, 'admin');
    const review = await callsAs(server, admin).get('/api/v2/admin/guide-review');
    const { answerReports } = guideReviewResponseSchema.parse(review.body).data;
    expect(answerReports.find((one) => one.id === answerId)).toMatchObject({
      guideSlug: guide.slug,
      guideName: 'Grace Guide',
      guideEmail: guide.member.email,
      senderFirstName: 'Lena',
      subject: 'Bachata this week?',
      body: 'Rude words here',
      reason: 'Insulting',
    });
  });

  it('answers bad input with a shaped 4xx', async () => {
    const { dancer, answerId } = await answered();
    const calls = callsAs(server, dancer);
    const cases: Array<[string, unknown, number, string]> = [
      ['/api/v2/guide-answers/not-an-id', undefined, 400, 'VALIDATION_ERROR'],
      [`/api/v2/guide-answers/${randomUUID()}`, undefined, 404, 'NOT_FOUND'],
      [
        `/api/v2/guide-answers/${answerId}/report`,
        { reason: 'x'.repeat(501) },
        400,
        'VALIDATION_ERROR',
      ],
      [`/api/v2/guide-answers/${answerId}/report`, { reason: 7 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [url, body, status, code] of cases) {
      const answer = body === undefined ? await calls.get(url) : await calls.post(url, body);
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
    }
  });
});
