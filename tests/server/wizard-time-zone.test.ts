// The zone the wizard reads its times in: the school's for a new draft (in its settings), the
// event's once there is one (in the configuration), so a school editing from abroad keeps its
// classes at their own local time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketConfigurationSchema } from '../../src/contract/ticketing';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Perth Salsa' });
  await server.databases.production
    .updateTable('organisations')
    .set({ time_zone: 'Australia/Perth' })
    .where('id', '=', school.organisationId)
    .execute();
});
afterAll(() => server.close());

describe('the wizard’s time zone', () => {
  it('is the school’s in its settings and in a draft without an event', async () => {
    const calls = callsAs(server, school);
    const settings = await calls.get(`/api/v2/org/${school.organisationId}/settings`);
    expect(settings.body.settings.timeZone).toBe('Australia/Perth');
    const saved = await calls.post('/api/v2/ticket/organiser/draft', wizardForm());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ticketConfigurationSchema.parse(saved.body.data).timeZone).toBe('Australia/Perth');
  });

  it('is the event’s once published, even after the school moves', async () => {
    const published = await publishTickets(server, school);
    await server.databases.production
      .updateTable('organisations')
      .set({ time_zone: 'Australia/Adelaide' })
      .where('id', '=', school.organisationId)
      .execute();
    const read = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/draft/${published.configurationId}`,
    );
    expect(read.status).toBe(200);
    expect(ticketConfigurationSchema.parse(read.body.data).timeZone).toBe('Australia/Perth');
  });
});
