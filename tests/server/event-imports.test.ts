// Calendar-file imports on a real database: who may import, per-event results with 200/207/500,
// duplicates and ownership, updates, the asynchronous image step, and image serving.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateResult, ImportEvent, ImportResponse } from '../../src/contract/imports';
import { signedInMember } from '../support/members';
import { jsonOf, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const importerAuth = (options: { organisation?: string; canUpload?: boolean } = {}) =>
  signedInMember(server, options);

function fbEvent(overrides: Partial<ImportEvent> = {}): ImportEvent {
  const id = String(Math.floor(Math.random() * 1e15));
  return {
    title: 'Salsa Social',
    description: 'Come dance',
    startDateTime: '2031-03-06T09:00:00.000Z',
    endDateTime: '2031-03-06T13:00:00.000Z',
    location: {
      description: 'Harbour Hall, 1 George Street, Sydney',
      rawLocation: 'Harbour Hall\\, 1 George Street\\, Sydney',
      isVenueOnly: false,
    },
    danceStyles: ['salsa'],
    facebookUrl: `https://www.facebook.com/events/${id}/`,
    facebookEventId: id,
    icalUID: `e${id}@facebook.com`,
    ...overrides,
  };
}

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function waitForImage(eventId: string, headers: Record<string, string>) {
  for (let poll = 0; poll < 50; poll++) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/events/upload-status?eventIds=${eventId}`,
      headers,
    });
    const [status] = jsonOf<{
      statuses: Array<{ imageUploadStatus: string; imageUploadError: string | null }>;
    }>(response).statuses;
    if (status && status.imageUploadStatus !== 'uploading') return status;
    await server.ctx.background.idle();
  }
  throw new Error('the image never left "uploading"');
}

describe('who may import', () => {
  it('needs an account that belongs to an organisation or may upload', async () => {
    const dancer = await importerAuth();
    expect(
      (await post('/api/v2/event/ical/ical-import', { events: [fbEvent()] }, {})).statusCode,
    ).toBe(401);
    const refused = await post(
      '/api/v2/event/ical/ical-import',
      { events: [fbEvent()] },
      dancer.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(jsonOf(refused)).toMatchObject({
      error: { message: 'Your account cannot upload events.' },
    });
  });
});

describe('POST /api/v2/event/ical/ical-import', () => {
  it('imports events owned by the importer’s organisation, with a history entry', async () => {
    const school = await importerAuth({ organisation: 'Importers' });
    const response = await post(
      '/api/v2/event/ical/ical-import',
      { events: [fbEvent(), fbEvent({ title: 'Bachata Night' })] },
      school.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = jsonOf<ImportResponse>(response);
    expect(body.details).toEqual({ successfulEvents: 2, failedEvents: 0 });
    const eventId = body.data[0]?.eventId ?? '';
    const row = await server.databases.production
      .selectFrom('events')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      organisation_id: school.organisationId,
      import_source: 'ics',
      uploaded_by_admin: false,
      dance_styles: ['salsa'],
    });
    const history = await server.databases.production
      .selectFrom('event_import_history')
      .select('account_id')
      .where('event_id', '=', eventId)
      .execute();
    expect(history).toEqual([{ account_id: school.accountId }]);
  });

  it('answers 207 when some fail and 500 when all do, each with its message', async () => {
    const aficionado = await importerAuth({ canUpload: true });
    const first = fbEvent();
    await post('/api/v2/event/ical/ical-import', { events: [first] }, aficionado.headers);
    const partial = await post(
      '/api/v2/event/ical/ical-import',
      { events: [first, fbEvent()] },
      aficionado.headers,
    );
    expect(partial.statusCode).toBe(207);
    const body = jsonOf<ImportResponse>(partial);
    expect(body.message).toBe('Some events failed to import.');
    expect(body.data.map((result) => result.success)).toEqual([false, true]);
    expect(body.data[0]?.message).toMatch(/already on Floorcraft/);
    const none = await post(
      '/api/v2/event/ical/ical-import',
      { events: [first] },
      aficionado.headers,
    );
    expect(none.statusCode).toBe(500);
    expect(jsonOf<ImportResponse>(none).message).toBe('All event imports failed');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const school = await importerAuth({ organisation: 'Validators' });
    const cases: Array<[unknown, string]> = [
      [{ events: [] }, 'events'],
      [{ events: [fbEvent({ startDateTime: 'tomorrow' })] }, 'events.0.startDateTime'],
      [{ events: [fbEvent({ endDateTime: '2031-03-05T09:00:00.000Z' })] }, 'events.0.endDateTime'],
      [{ events: [fbEvent({ facebookEventId: '12a' })] }, 'events.0.facebookEventId'],
      [{ events: [fbEvent({ facebookUrl: 'javascript:alert(1)' })] }, 'events.0.facebookUrl'],
      [{ events: [{ ...fbEvent(), title: '   ' }] }, 'events.0.title'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/api/v2/event/ical/ical-import', payload, school.headers);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(jsonOf(response)).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: { field } },
      });
    }
  });

  it('stores an image asynchronously and serves it with long-lived caching', async () => {
    const school = await importerAuth({ organisation: 'Pictures' });
    const response = await post(
      '/api/v2/event/ical/ical-import',
      { events: [fbEvent({ base64Image: `data:image/png;base64,${PNG}` })] },
      school.headers,
    );
    const [result] = jsonOf<ImportResponse>(response).data;
    expect(result?.imageUploadStatus).toBe('uploading');
    const status = await waitForImage(result?.eventId ?? '', school.headers);
    expect(status).toEqual({
      eventId: result?.eventId,
      imageUploadStatus: 'completed',
      imageUploadError: null,
    });
    const year = await server.app.inject({ method: 'GET', url: '/api/v2/event/calendar/2031/3' });
    const listed = jsonOf<{ data: Array<{ id: string; eventImageUrl: string | null }> }>(
      year,
    ).data.find((event) => event.id === result?.eventId);
    const image = await server.app.inject({ method: 'GET', url: listed?.eventImageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const base64 = await server.app.inject({
      method: 'GET',
      url: `${listed?.eventImageUrl}?format=base64`,
    });
    expect(jsonOf(base64)).toEqual({ success: true, imageBase64: `data:image/png;base64,${PNG}` });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/v2/images/nope' })).statusCode,
    ).toBe(404);
  });

  it('refuses an image that is not a JPEG, PNG, GIF or WebP with a 4xx, importing nothing', async () => {
    const school = await importerAuth({ organisation: 'Bad pictures' });
    const good = fbEvent();
    const notAnImage = Buffer.from('%PDF-1.4 pretending').toString('base64');
    const response = await post(
      '/api/v2/event/ical/ical-import',
      { events: [good, fbEvent({ base64Image: notAnImage })] },
      school.headers,
    );
    expect(response.statusCode).toBe(415);
    expect(jsonOf(response)).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Event 2: Images must be JPEG, PNG, GIF or WebP.',
        details: { field: 'events.1.base64Image' },
      },
    });
    const garbled = await post(
      '/api/v2/event/ical/ical-import',
      { events: [fbEvent({ base64Image: 'not base64 at all!' })] },
      school.headers,
    );
    expect(garbled.statusCode).toBe(400);
    const imported = await server.databases.production
      .selectFrom('events')
      .select('id')
      .where('ical_uid', '=', good.icalUID ?? '')
      .execute();
    expect(imported).toEqual([]);
  });
});

describe('POST /api/v2/event/check-duplicates', () => {
  it('finds the same entry, the same Facebook event and potential duplicates, with ownership', async () => {
    const mine = await importerAuth({ organisation: 'Mine' });
    const other = await importerAuth({ organisation: 'Other School' });
    const gallery = await importerAuth({ canUpload: true });
    const own = fbEvent({ title: `Own ${randomUUID()}` });
    const theirs = fbEvent({ title: `Theirs ${randomUUID()}` });
    const curated = fbEvent({ title: `Curated ${randomUUID()}` });
    await post('/api/v2/event/ical/ical-import', { events: [own] }, mine.headers);
    await post('/api/v2/event/ical/ical-import', { events: [theirs] }, other.headers);
    await post('/api/v2/event/ical/ical-import', { events: [curated] }, gallery.headers);
    const checks = [
      { title: own.title, date: own.startDateTime, icalUID: own.icalUID },
      { title: 'Renamed', date: theirs.startDateTime, facebookId: theirs.facebookEventId },
      { title: curated.title.toUpperCase(), date: '2031-03-06T15:00:00.000Z' },
      { title: 'Something new', date: own.startDateTime, icalUID: 'new@example.com' },
    ];
    const response = await post(
      '/api/v2/event/check-duplicates',
      { eventChecks: checks },
      mine.headers,
    );
    expect(response.statusCode).toBe(200);
    const results = jsonOf<{ duplicateResults: DuplicateResult[] }>(response).duplicateResults;
    expect(
      results.map((result) => [
        result.isDuplicate,
        result.matchType,
        result.ownershipInfo?.action ?? null,
      ]),
    ).toEqual([
      [true, 'same-uid', null],
      [true, 'same-facebook-event', 'BLOCK'],
      [false, 'potential', 'CLAIM_OWNERSHIP'],
      [false, null, null],
    ]);
    expect(results[0]?.existingEvent).toMatchObject({
      title: own.title,
      isEventOwner: true,
      importSource: 'ics',
    });
    expect(results[0]?.existingEvent?.importHistory).toHaveLength(1);
    expect(results[1]?.ownershipInfo).toMatchObject({
      ticketOrganisationName: 'Other School',
      hasTickets: false,
    });
    expect(results[2]?.ownershipInfo).toMatchObject({ uploadedByAdminUser: true });
  });
});

describe('POST /api/v2/event/ical/ical-update', () => {
  it('updates what the file says, or overwrites, only on events the importer may change', async () => {
    const mine = await importerAuth({ organisation: 'Updaters' });
    const other = await importerAuth({ organisation: 'Not yours' });
    const original = fbEvent({ danceStyles: ['tango'] });
    const [created] = jsonOf<ImportResponse>(
      await post('/api/v2/event/ical/ical-import', { events: [original] }, mine.headers),
    ).data;
    const eventId = created?.eventId ?? '';
    const changed = {
      ...original,
      title: 'Salsa Social (moved)',
      danceStyles: ['salsa'],
      existingEventId: eventId,
    };
    const updated = await post(
      '/api/v2/event/ical/ical-update',
      { events: [{ ...changed, conflictAction: 'update' }] },
      mine.headers,
    );
    expect(updated.statusCode).toBe(200);
    const db = server.databases.production;
    const afterUpdate = await db
      .selectFrom('events')
      .select(['title', 'dance_styles'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(afterUpdate).toEqual({ title: 'Salsa Social (moved)', dance_styles: ['tango'] });
    await post(
      '/api/v2/event/ical/ical-update',
      { events: [{ ...changed, conflictAction: 'overwrite' }] },
      mine.headers,
    );
    const afterOverwrite = await db
      .selectFrom('events')
      .select('dance_styles')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(afterOverwrite.dance_styles).toEqual(['salsa']);
    const refused = await post(
      '/api/v2/event/ical/ical-update',
      { events: [{ ...changed, conflictAction: 'update' }] },
      other.headers,
    );
    expect(refused.statusCode).toBe(500);
    expect(jsonOf<ImportResponse>(refused)).toMatchObject({
      message: 'All event updates failed',
      data: [{ success: false }],
    });
    expect(jsonOf<ImportResponse>(refused).data[0]?.message).toMatch(/another organisation/);
    const history = await db
      .selectFrom('event_import_history')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(history).toHaveLength(3);
  });

  it('keeps upload statuses to the importer', async () => {
    const mine = await importerAuth({ organisation: 'Status' });
    const stranger = await importerAuth({ canUpload: true });
    const [created] = jsonOf<ImportResponse>(
      await post('/api/v2/event/ical/ical-import', { events: [fbEvent()] }, mine.headers),
    ).data;
    const url = `/api/v1/events/upload-status?eventIds=${created?.eventId},not-an-id`;
    expect(jsonOf(await server.app.inject({ method: 'GET', url, headers: mine.headers }))).toEqual({
      statuses: [{ eventId: created?.eventId, imageUploadStatus: 'none', imageUploadError: null }],
    });
    expect(
      jsonOf(await server.app.inject({ method: 'GET', url, headers: stranger.headers })),
    ).toEqual({ statuses: [] });
  });
});
