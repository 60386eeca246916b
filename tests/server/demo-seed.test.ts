// The demo seed: accounts and two dozen upcoming events, once however often it runs.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EVENT_COUNT } from '../../server/services/events/demo-events';
import { seedDemo } from '../../server/services/demo-seed';
import { DEMO_GUIDE } from '../../server/services/guides/demo-guide';
import { refundPolicyText, type RefundRule } from '../../src/contract/ticket-changes';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('seeds upcoming events across Sydney and Melbourne, some the demo school’s, idempotently', async () => {
  const db = server.databases.development;
  await seedDemo(db);
  const again = await seedDemo(db);
  expect(again.eventsCreated).toBe(0);
  const events = await db
    .selectFrom('events')
    .selectAll()
    .where('is_demo_data', '=', true)
    .execute();
  expect(events).toHaveLength(DEMO_EVENT_COUNT);
  expect(DEMO_EVENT_COUNT).toBeGreaterThanOrEqual(20);
  expect(events.every((event) => event.starts_at.getTime() > Date.now())).toBe(true);
  expect(new Set(events.map((event) => event.time_zone))).toEqual(
    new Set(['Australia/Sydney', 'Australia/Melbourne']),
  );
  expect(new Set(events.flatMap((event) => event.dance_styles)).size).toBeGreaterThanOrEqual(10);
  const school = await db
    .selectFrom('accounts')
    .select('organisation_id')
    .where('email', '=', 'organiser@floorcraft.test')
    .executeTakeFirstOrThrow();
  const owned = events.filter((event) => event.organisation_id === school.organisation_id);
  expect(owned.length).toBeGreaterThanOrEqual(5);
  expect(owned.length).toBeLessThan(events.length);
  const withImages = events.filter((event) => event.image_key);
  expect(withImages.length).toBeGreaterThanOrEqual(5);
  const poster = await server.app.inject({
    method: 'GET',
    url: `/api/v2/images/${withImages[0]?.image_key}`,
    headers: { 'x-app-version': 'development-app' },
  });
  expect(poster.statusCode).toBe(200);
  expect(poster.headers['content-type']).toBe('image/png');
  expect(poster.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  // An <img> cannot send the header: the address selects the development database instead.
  const url = `/api/v2/images/${withImages[0]?.image_key}`;
  const byAddress = await server.app.inject({
    method: 'GET',
    url: `${url}?appVersion=development-app`,
  });
  expect(byAddress.statusCode).toBe(200);
  expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
});

it('gives the demo school published tickets and a draft, once', async () => {
  const db = server.databases.development;
  await seedDemo(db);
  expect((await seedDemo(db)).ticketConfigurationsCreated).toBe(0);
  const school = await db
    .selectFrom('accounts')
    .select('organisation_id')
    .where('email', '=', 'organiser@floorcraft.test')
    .executeTakeFirstOrThrow();
  const configurations = await db
    .selectFrom('ticket_configurations')
    .select(['status', 'event_id'])
    .where('organisation_id', '=', school.organisation_id!)
    .orderBy('status')
    .execute();
  expect(configurations.map((row) => row.status)).toEqual(['draft', 'published', 'published']);
  expect(configurations.every((row) => row.event_id)).toBe(true);
});

it('gives the demo tickets terms that agree with what their buyers may do', async () => {
  const db = server.databases.development;
  await seedDemo(db);
  const school = await db
    .selectFrom('accounts')
    .select('organisation_id')
    .where('email', '=', 'organiser@floorcraft.test')
    .executeTakeFirstOrThrow();
  const configurations = await db
    .selectFrom('ticket_configurations')
    .select([
      'terms_and_conditions',
      'refund_policy',
      'transfers_allowed',
      'transfer_cutoff_hours',
      'refund_rules',
    ])
    .where('organisation_id', '=', school.organisation_id!)
    .where('status', '=', 'published')
    .execute();
  expect(configurations).toHaveLength(2);
  for (const row of configurations) {
    // Passing a ticket on is allowed until the start, and the terms say so, not "non-transferable".
    expect(row.transfers_allowed).toBe(true);
    expect(row.transfer_cutoff_hours).toBe(0);
    expect(row.terms_and_conditions).not.toMatch(/non-transferable/i);
    expect(row.terms_and_conditions).toContain('passed on to someone else');
    // "Refunds are available up to 24 hours before the event starts.": a cancellation's rules too.
    expect(row.refund_policy).toContain('up to 24 hours before the event starts');
    expect(refundPolicyText(row.refund_rules as RefundRule[] | null)).toBe(
      'Full refund until 24 hours before the start, then no refund.',
    );
  }
});

it('gives the demo aficionado a public guide profile with picks, once, keeping later edits', async () => {
  const db = server.databases.development;
  await seedDemo(db);
  // A database kept from an earlier run holds that run's profile (and picks since past): start over.
  const aficionado = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', 'aficionado@floorcraft.test')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('guides').where('account_id', '=', aficionado.id).execute();
  expect((await seedDemo(db)).guideCreated).toBe(true);
  const dev = { 'x-app-version': 'development-app' };
  const list = await server.app.inject({
    method: 'GET',
    url: '/api/v2/guides?city=sydney',
    headers: dev,
  });
  expect(list.statusCode).toBe(200);
  expect(list.json().data.guides).toContainEqual(
    expect.objectContaining({ slug: DEMO_GUIDE.slug, city: 'Sydney' }),
  );
  const page = await server.app.inject({
    method: 'GET',
    url: `/api/v2/guides/${DEMO_GUIDE.slug}`,
    headers: dev,
  });
  const { profile, picks } = page.json().data;
  expect(profile).toMatchObject({
    name: DEMO_GUIDE.name,
    danceStyles: DEMO_GUIDE.danceStyles,
    languages: DEMO_GUIDE.languages,
    askMeAbout: DEMO_GUIDE.askMeAbout,
  });
  expect(picks).toHaveLength(2);
  expect(picks.every((pick: { timeZone: string }) => pick.timeZone === 'Australia/Sydney')).toBe(
    true,
  );
  // Seeding again changes nothing, not even a profile the guide has edited since.
  await db
    .updateTable('guides')
    .set({ bio: 'My own words.' })
    .where('id', '=', profile.id)
    .execute();
  expect((await seedDemo(db)).guideCreated).toBe(false);
  const guides = await db
    .selectFrom('guides')
    .select(['bio'])
    .where('slug', '=', DEMO_GUIDE.slug)
    .execute();
  expect(guides).toEqual([{ bio: 'My own words.' }]);
  const pickRows = await db
    .selectFrom('guide_picks')
    .select('event_id')
    .where('guide_id', '=', profile.id)
    .execute();
  expect(pickRows).toHaveLength(2);
});
