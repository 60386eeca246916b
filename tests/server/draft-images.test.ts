// A wizard draft's image is its school's until an event shows it: nobody else reads it by its key,
// no other school's draft can take it, and publishing makes it public like every event image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

const PNG_BASE64 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let server: TestServer;
let owner: Member;
let rival: Member;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInMember(server, { organisation: 'Poster School' });
  rival = await signedInMember(server, { organisation: 'Copycat School' });
});
afterAll(() => server.close());

const read = (key: string, member: Member | null) =>
  server.app.inject({ method: 'GET', url: `/api/v2/images/${key}`, headers: member?.headers });

describe('draft images', () => {
  it('are readable by their school only until the event is published', async () => {
    const form = wizardForm();
    form.eventDetails!.base64Image = PNG_BASE64;
    const saved = await callsAs(server, owner).post('/api/v2/ticket/organiser/draft', form);
    expect(saved.status).toBe(200);
    const key: string = saved.body.data.eventDetails.eventImageKey;
    expect(key).toBeTruthy();

    expect((await read(key, null)).statusCode).toBe(404);
    expect((await read(key, rival)).statusCode).toBe(404);
    const own = await read(key, owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');

    // Another school cannot put the key in its own draft.
    const copy = wizardForm();
    copy.eventDetails!.eventImageKey = key;
    const taken = await callsAs(server, rival).post('/api/v2/ticket/organiser/draft', copy);
    expect(taken.status).toBe(400);
    expect(taken.body.error.details).toEqual({ field: 'eventDetails.eventImageKey' });
    // Its own school re-saving the draft with the key is fine.
    const again = wizardForm({ id: saved.body.data.id });
    again.eventDetails!.eventImageKey = key;
    expect(
      (await callsAs(server, owner).post('/api/v2/ticket/organiser/draft', again)).status,
    ).toBe(200);

    const published = await callsAs(server, owner).post('/api/v2/ticket/organiser/publish', {
      eventId: saved.body.data.id,
    });
    expect(published.status).toBe(200);
    const open = await read(key, null);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
