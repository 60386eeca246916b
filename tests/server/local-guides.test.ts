// Local guide profiles: only an aficionado has one; the public page by slug or id and the list by
// city and style show aficionados only; the profile's input is checked; and the events a guide
// picks from this week's calendar in their city show on the page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { guideListResponseSchema, guidePageResponseSchema } from '../../src/contract/guides';
import { GUIDE_PROFILE, guideWith, setFlag } from '../support/guides';
import { callsAs, signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const expectRefused = (answer: { status: number; body: unknown }, status: number) => {
  expect(answer.status).toBe(status);
  return apiErrorSchema.parse(answer.body).error;
};

describe('guide profiles', () => {
  it('are only for aficionados', async () => {
    const dancer = await signedInMember(server);
    const calls = callsAs(server, dancer);
    expect((await calls.get(GUIDE_PROFILE)).body.data).toEqual({ isGuide: false, profile: null });
    expectRefused(await calls.put(GUIDE_PROFILE, { name: 'Sam', city: 'Sydney' }), 403);
    expectRefused(await callsAs(server, null).put(GUIDE_PROFILE, { name: 'S', city: 'S' }), 401);
  });

  it('are public by slug (any case) or id while the account is an aficionado', async () => {
    const guide = await guideWith(server);
    expect(guide.slug).toMatch(/^grace-guide(-\d+)?$/);
    const anyone = callsAs(server, null);
    const bySlug = await anyone.get(`/api/v2/guides/${guide.slug.toUpperCase()}`);
    expect(bySlug.status).toBe(200);
    const page = guidePageResponseSchema.parse(bySlug.body).data;
    expect(page.profile).toMatchObject({
      name: 'Grace Guide',
      city: 'Sydney',
      danceStyles: ['bachata', 'salsa'],
      languages: ['English', 'Spanish'],
      askMeAbout: 'Where the Friday socials are',
    });
    expect(JSON.stringify(bySlug.body)).not.toContain(guide.member.email);
    expect((await anyone.get(`/api/v2/guides/${guide.id}`)).body.data.profile.slug).toBe(
      guide.slug,
    );

    await setFlag(server, guide.member, 'aficionado', true);
    expectRefused(await anyone.get(`/api/v2/guides/${guide.slug}`), 404);
    const own = await callsAs(server, guide.member).get(GUIDE_PROFILE);
    expect(own.body.data).toMatchObject({ isGuide: false, profile: { slug: guide.slug } });
    await setFlag(server, guide.member, 'aficionado');
    expect((await anyone.get(`/api/v2/guides/${guide.slug}`)).status).toBe(200);
  });

  it('are listed by city (any case) and style, the filters combined', async () => {
    const city = `Wagga ${randomUUID().slice(0, 6)}`;
    const bachata = await guideWith(server, {
      name: 'Bea Bachata',
      city,
      danceStyles: ['bachata'],
    });
    await guideWith(server, { name: 'Zed Zouk', city, danceStyles: ['zouk'] });
    const list = async (query: string) => {
      const answer = await callsAs(server, null).get(`/api/v2/guides?${query}`);
      expect(answer.status).toBe(200);
      return guideListResponseSchema.parse(answer.body).data;
    };
    const inCity = await list(`city=${encodeURIComponent(city.toUpperCase())}`);
    expect(inCity.guides.map((guide) => guide.name)).toEqual(['Bea Bachata', 'Zed Zouk']);
    const found = await list(`city=${encodeURIComponent(city)}&style=bachata`);
    expect(found.total).toBe(1);
    expect(found.guides[0]).toMatchObject({ slug: bachata.slug, city });
    expectRefused(await callsAs(server, null).get('/api/v2/guides?style=polka'), 400);
    expectRefused(await callsAs(server, null).get('/api/v2/guides?page=0'), 400);
  });

  it('checks what is saved: styles from the list, lengths, storable text, a free slug', async () => {
    const guide = await guideWith(server);
    const calls = callsAs(server, guide.member);
    const base = { name: 'Grace', city: 'Sydney' };
    const refusal = expectRefused(await calls.put(GUIDE_PROFILE, { ...base, city: '' }), 400);
    expect(refusal.details?.field).toBe('city');
    expectRefused(await calls.put(GUIDE_PROFILE, { ...base, danceStyles: ['polka'] }), 400);
    expectRefused(await calls.put(GUIDE_PROFILE, { ...base, bio: 'x'.repeat(1001) }), 400);
    expectRefused(await calls.put(GUIDE_PROFILE, { ...base, name: 'Gr\u0000ace' }), 400);
    const other = await guideWith(server);
    expectRefused(await calls.put(GUIDE_PROFILE, { ...base, slug: other.slug }), 409);
    const saved = await calls.put(GUIDE_PROFILE, {
      ...base,
      askMeAbout: '  Socials\u202e  ',
      languages: ['English', 'english', ' '],
    });
    expect(saved.body.data).toMatchObject({
      slug: guide.slug,
      askMeAbout: 'Socials',
      languages: ['English'],
    });
  });
});

describe("a guide's picks", () => {
  async function eventAt(place: string, startsInHours: number) {
    const id = randomUUID();
    await server.databases.production
      .insertInto('events')
      .values({
        id,
        title: `Social ${id.slice(0, 4)}`,
        starts_at: new Date(Date.now() + startsInHours * HOUR),
        ends_at: new Date(Date.now() + (startsInHours + 3) * HOUR),
        location_description: place,
        import_source: 'manual',
      })
      .execute();
    return id;
  }

  it("offers this week's events in the guide's city and shows the picked ones", async () => {
    const city = `Picksville ${randomUUID().slice(0, 6)}`;
    const guide = await guideWith(server, { city });
    const calls = callsAs(server, guide.member);
    const soon = await eventAt(`Studio 5, ${city}`, 24);
    const later = await eventAt(`Hall, ${city}`, 48);
    const nextMonth = await eventAt(`Hall, ${city}`, 24 * 20);
    const elsewhere = await eventAt('Hall, Perth', 24);

    const offered = await calls.get('/api/v2/guide/picks');
    expect(offered.status).toBe(200);
    expect(offered.body.data.map((one: { eventId: string }) => one.eventId)).toEqual([soon, later]);
    for (const wrong of [nextMonth, elsewhere])
      expectRefused(await calls.put('/api/v2/guide/picks', { eventIds: [wrong] }), 400);
    expectRefused(await calls.put('/api/v2/guide/picks', { eventIds: ['nope'] }), 400);

    const picked = await calls.put('/api/v2/guide/picks', { eventIds: [later, soon, soon] });
    expect(picked.status).toBe(200);
    const page = await callsAs(server, null).get(`/api/v2/guides/${guide.slug}`);
    expect(page.body.data.picks.map((one: { eventId: string }) => one.eventId)).toEqual([
      soon,
      later,
    ]);
    expect(page.body.data.picks[0].location).toBe(`Studio 5, ${city}`);
    await calls.put('/api/v2/guide/picks', { eventIds: [] });
    expect(
      (await callsAs(server, null).get(`/api/v2/guides/${guide.slug}`)).body.data.picks,
    ).toEqual([]);
    const dancer = callsAs(server, await signedInMember(server));
    expectRefused(await dancer.get('/api/v2/guide/picks'), 403);
  });
});
