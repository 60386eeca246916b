// Becoming a local guide on the web: an account applies once at a time (even when applying twice
// at once), a site administrator — and nobody else — sees the queue and answers each application
// once; approval makes the account an aficionado who can then save a guide profile, and the
// applicant is e-mailed either answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideReviewResponseSchema } from '../../src/contract/guide-applications';
import { GUIDE_PROFILE, mailsTo, setFlag } from '../support/guides';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: Member;
const APPLY = '/api/v2/guide/application';
const application = {
  city: 'Sydney',
  danceStyles: ['bachata', 'bachata', 'salsa'],
  reason: 'I take visitors to socials every week.',
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInMember(server);
  await setFlag(server, admin, 'admin');
});
afterAll(() => server.close());

const queue = async () => {
  const answer = await callsAs(server, admin).get('/api/v2/admin/guide-review');
  expect(answer.status).toBe(200);
  return guideReviewResponseSchema.parse(answer.body).data.applications;
};
const decide = (id: string, decision: string, by: Member = admin) =>
  callsAs(server, by).post(`/api/v2/admin/guide-applications/${id}/decision`, { decision });

describe('applying to be a local guide', () => {
  it('queues one application at a time, even sent twice at once', async () => {
    const applicant = await signedInMember(server, { name: 'Paula Applicant' });
    const calls = callsAs(server, applicant);
    expect((await calls.get(APPLY)).body.data).toBeNull();
    expect((await calls.post(APPLY, { ...application, danceStyles: [] })).status).toBe(400);
    expect((await calls.post(APPLY, { ...application, reason: ' ' })).status).toBe(400);
    const answers = await Promise.all([
      calls.post(APPLY, application),
      calls.post(APPLY, application),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const own = await calls.get(APPLY);
    expect(own.body.data).toMatchObject({ status: 'pending', danceStyles: ['bachata', 'salsa'] });
    const queued = (await queue()).filter((one) => one.applicantEmail === applicant.email);
    expect(queued).toEqual([
      expect.objectContaining({ applicantName: 'Paula Applicant', city: 'Sydney' }),
    ]);
  });

  it('is reviewed by site administrators only; approval makes a guide and says so', async () => {
    const applicant = await signedInMember(server);
    const calls = callsAs(server, applicant);
    const sent = await calls.post(APPLY, application);
    const id = sent.body.data.id as string;
    expect((await calls.get('/api/v2/admin/guide-review')).status).toBe(403);
    expect((await decide(id, 'approve', applicant)).status).toBe(403);
    expect((await decide(id, 'maybe')).status).toBe(400);
    expect((await decide('7a4f4f8e-1c5b-4a57-9d1e-1b3c7f2c9a10', 'approve')).status).toBe(404);
    expect((await calls.put(GUIDE_PROFILE, { name: 'Sam', city: 'Sydney' })).status).toBe(403);

    const approved = await decide(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect((await decide(id, 'decline')).status).toBe(409);
    expect((await queue()).some((one) => one.id === id)).toBe(false);
    const [mail] = await mailsTo(server, applicant.email);
    expect(mail!.subject).toBe('You are a local guide on Floorcraft');
    expect(mail!.text_body).toContain('/account/guide');

    expect((await calls.get(GUIDE_PROFILE)).body.data.isGuide).toBe(true);
    expect((await calls.put(GUIDE_PROFILE, { name: 'Sam', city: 'Sydney' })).status).toBe(200);
    expect((await calls.post(APPLY, application)).status).toBe(409);
  });

  it('declines, e-mails the applicant, and lets them apply again later', async () => {
    const applicant = await signedInMember(server);
    const calls = callsAs(server, applicant);
    const id = (await calls.post(APPLY, application)).body.data.id as string;
    const answers = await Promise.all([decide(id, 'decline'), decide(id, 'approve')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const status = (await calls.get(APPLY)).body.data.status as string;
    expect((await calls.get(GUIDE_PROFILE)).body.data.isGuide).toBe(status === 'approved');
    expect(await mailsTo(server, applicant.email)).toHaveLength(1);
    if (status === 'declined') expect((await calls.post(APPLY, application)).status).toBe(201);
  });
});
