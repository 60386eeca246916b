// A festival's schedule images (spec §2 Timetables): the school uploads a picture per day,
// Thursday to Sunday; it is stored like the poster (checked, public, served from /api/v2/images),
// shown in the event page's data, replaced or removed; another school cannot touch it and bad
// input is a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { runRetention } from '../../server/services/jobs/retention';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let server: TestServer;
let school: Member;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Schedule School' });
});
afterAll(() => server.close());

describe('schedule images', () => {
  it('are uploaded per day, shown on the event page, replaced and removed', async () => {
    const festival = await publishTickets(server, school);
    const calls = callsAs(server, school);
    const base = `/api/v2/ticket/organiser/${festival.configurationId}/schedule-images`;
    expect((await calls.get(base)).body.data).toEqual([]);

    const saved = await calls.put(`${base}/friday`, { imageBase64: PNG });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual([{ day: 'friday', imageKey: expect.any(String) }]);
    const firstKey = saved.body.data[0].imageKey as string;
    await calls.put(`${base}/thursday`, { imageBase64: PNG });

    const eventPage = (await callsAs(server, null).get(`/api/v2/event/${festival.eventId}`)).body
      .data;
    expect(eventPage.scheduleImages.map((image: { day: string }) => image.day)).toEqual([
      'thursday',
      'friday',
    ]);
    const served = await server.app.inject({ method: 'GET', url: `/api/v2/images/${firstKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // Replaced: the old picture is gone; removed: the day has none.
    const replaced = await calls.put(`${base}/friday`, { imageBase64: PNG });
    expect(
      replaced.body.data.find((image: { day: string }) => image.day === 'friday').imageKey,
    ).not.toBe(firstKey);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/v2/images/${firstKey}` })).statusCode,
    ).toBe(404);
    // The daily clean-up of images nobody shows keeps a day's schedule.
    const kept = replaced.body.data.find((image: { day: string }) => image.day === 'friday')
      .imageKey as string;
    await sql`UPDATE images SET created_at = now() - interval '3 days' WHERE key = ${kept}`.execute(
      server.databases.production,
    );
    await runRetention(server.databases.production);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/v2/images/${kept}` })).statusCode,
    ).toBe(200);
    const removed = await calls.put(`${base}/thursday`, { imageBase64: null });
    expect(removed.body.data.map((image: { day: string }) => image.day)).toEqual(['friday']);

    // Bad input is a 400; another school's event is not found.
    expect((await calls.put(`${base}/monday`, { imageBase64: PNG })).status).toBe(400);
    const notImage = await calls.put(`${base}/sunday`, {
      imageBase64: 'data:text/plain;base64,aGVsbG8=',
    });
    // As for the poster: what is not an image is refused as such.
    expect(notImage.status).toBe(415);
    const other = await signedInMember(server, { organisation: 'Other Schedule School' });
    expect((await callsAs(server, other).put(`${base}/sunday`, { imageBase64: PNG })).status).toBe(
      404,
    );
    expect((await callsAs(server, other).get(base)).status).toBe(404);
  });
});
