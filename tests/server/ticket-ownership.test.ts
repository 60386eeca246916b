// One organisation per event, and each organisation alone with its own ticketing data: BLOCK,
// CLAIM_OWNERSHIP (acknowledged, then transferred), EDIT_EXISTING, two schools claiming at once,
// and 404 for every organiser call on another organisation's configuration or settings.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEvent } from '../support/add-event';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
const DRAFT = '/api/v2/ticket/organiser/draft';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function galleryEvent(title = 'Gallery Bachata Night') {
  const id = await addEvent(server.databases.production, {
    title,
    startsAt: '2031-05-02T09:00:00Z',
  });
  await server.databases.production
    .updateTable('events')
    .set({ uploaded_by_admin: true })
    .where('id', '=', id)
    .execute();
  return id;
}

const school = (name: string) => signedInMember(server, { organisation: name });

describe('one organisation per event', () => {
  it('blocks an event another organisation holds, naming it', async () => {
    const owner = await school('Owner Academy');
    const eventId = await addEvent(server.databases.production, {
      title: 'Owner’s social',
      startsAt: '2031-05-03T09:00:00Z',
      organisationId: owner.organisationId,
    });
    const other = callsAs(server, await school('Other Studio'));
    const { status, body } = await other.post(DRAFT, wizardForm({ eventId }));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: 'CONFLICT',
      message:
        'This event already has tickets created by "Owner Academy". Only one organization can create tickets for an event.',
      details: { action: 'BLOCK', ticketOrganisationName: 'Owner Academy', eventId },
    });
  });

  it('asks to confirm a gallery event, transfers it on claim, then offers the existing tickets', async () => {
    const eventId = await galleryEvent();
    const claimant: Member = await school('Claiming School');
    const calls = callsAs(server, claimant);
    const ask = await calls.post(DRAFT, wizardForm({ eventId }));
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({
      requiresOwnershipAck: true,
      message: 'Event already exists. Please confirm ownership.',
      data: { action: 'CLAIM_OWNERSHIP', eventId, uploadedByAdminUser: true, hasTickets: false },
    });
    expect((await calls.get('/api/v2/ticket/organiser/drafts')).body.data).toEqual([]);

    const claimed = await calls.post(
      DRAFT,
      wizardForm({ eventId, claimOwnership: true, existingEventId: eventId }),
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.eventId).toBe(eventId);
    const event = await server.databases.production
      .selectFrom('events')
      .select('organisation_id')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event.organisation_id).toBe(claimant.organisationId);

    const again = await calls.post(DRAFT, wizardForm({ eventId }));
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({
      action: 'EDIT_EXISTING',
      ticketConfigId: claimed.body.data.id,
    });
    const late = callsAs(server, await school('Late School'));
    const blocked = await late.post(
      DRAFT,
      wizardForm({ eventId, claimOwnership: true, existingEventId: eventId }),
    );
    expect(blocked.body.error.details).toMatchObject({
      action: 'BLOCK',
      ticketOrganisationName: 'Claiming School',
    });
    const check = await late.post('/api/v2/event/check-duplicates', {
      eventChecks: [{ title: 'Gallery Bachata Night', date: '2031-05-02T09:00:00Z' }],
    });
    expect(check.body.duplicateResults[0].ownershipInfo).toMatchObject({
      action: 'BLOCK',
      ticketOrganisationName: 'Claiming School',
    });
  });

  it('lets exactly one of two schools claiming at once hold the event', async () => {
    const eventId = await galleryEvent('Contested Zouk Night');
    const schools = await Promise.all([school('First School'), school('Second School')]);
    const answers = await Promise.all(
      schools.map((member) =>
        callsAs(server, member).post(
          DRAFT,
          wizardForm({ eventId, claimOwnership: true, existingEventId: eventId }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error.details.action).toBe(
      'BLOCK',
    );
    const configurations = await server.databases.production
      .selectFrom('ticket_configurations')
      .select('organisation_id')
      .where('event_id', '=', eventId)
      .execute();
    expect(configurations).toHaveLength(1);
  });

  it('is enforced by the database itself', async () => {
    const eventId = await galleryEvent('Constraint Night');
    const [first, second] = await Promise.all([school('Row One'), school('Row Two')]);
    const row = (organisationId: string | null) => ({
      id: randomUUID(),
      organisation_id: organisationId!,
      event_id: eventId,
      event_details: JSON.stringify({ title: 'x' }),
    });
    const db = server.databases.production;
    await db.insertInto('ticket_configurations').values(row(first.organisationId)).execute();
    await expect(
      db.insertInto('ticket_configurations').values(row(second.organisationId)).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('organisation isolation', () => {
  it('answers 404 for every organiser call on another organisation’s data', async () => {
    const owner = callsAs(server, await school('Private School'));
    const ownerMember = await school('Private School Two');
    const ownerTwo = callsAs(server, ownerMember);
    const draft = (await owner.post(DRAFT, wizardForm())).body.data.id as string;
    const published = (await ownerTwo.post(DRAFT, wizardForm())).body.data.id as string;
    await ownerTwo.post('/api/v2/ticket/organiser/publish', { eventId: published });

    const stranger = callsAs(server, await school('Nosy School'));
    const org = `/api/v2/org/${ownerMember.organisationId}`;
    const attempts = await Promise.all([
      stranger.get(`${DRAFT}/${draft}`),
      stranger.get(`${DRAFT}/${published}`),
      stranger.post(DRAFT, wizardForm({ id: draft })),
      stranger.post(DRAFT, wizardForm({ id: published })),
      stranger.post('/api/v2/ticket/organiser/publish', { eventId: draft }),
      stranger.get(`/api/v2/ticket/organiser/${published}/qr-code`),
      stranger.get(org),
      stranger.get(`${org}/settings`),
      stranger.put(`${org}/settings`, { organisationInfo: { businessName: 'Mine now' } }),
      stranger.post(`${org}/settings/apply-template`, { templateId: 'social-night' }),
    ]);
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(10).fill(404));
    const lists = await Promise.all([
      stranger.get('/api/v2/ticket/organiser/drafts'),
      stranger.get('/api/v2/ticket/organiser?status=published'),
    ]);
    expect(lists.map((list) => list.body.data)).toEqual([[], []]);
    const untouched = await ownerTwo.get(`${org}/settings`);
    expect(untouched.body.settings.organisationInfo.businessName).toBe('Private School Two');
  });
});
