// A class of a balanced course booked on its own (a class pass's drop-in) is judged by that
// class's lead/follow balance alone: it counts in its own class, not in every class of the course.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const BALANCE: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: null,
  maxImbalance: 1,
};
/** The type's own roles allow anything: the classes keep the balance. */
const LOOSE: PartnerRoles = { ...BALANCE, maxImbalance: 100 };

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Balanced Course School' });
});
afterAll(() => server.close());

describe('a drop-in into a balanced course', () => {
  it('counts in its own class only', async () => {
    const first = Date.now() + 2 * WEEK;
    const sessions = [0, 1].map((week) => ({
      id: randomUUID(),
      name: `Bachata Partnerwork — week ${week + 1}`,
      startDateTime: new Date(first + week * WEEK).toISOString(),
      endDateTime: new Date(first + week * WEEK + HOUR).toISOString(),
      roles: BALANCE,
    }));
    const calls = callsAs(server, school);
    const saved = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        eventDetails: {
          ...wizardForm().eventDetails,
          title: 'Bachata Partnerwork',
          startDateTime: sessions[0]!.startDateTime,
          endDateTime: sessions[1]!.endDateTime,
        },
        ticketSetup: {
          ticketTypes: [
            {
              name: 'Full course',
              price: 80,
              currency: 'AUD',
              quantity: 20,
              sessionIds: null,
              roles: LOOSE,
            },
          ],
          sessions,
          refundPolicy: '',
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const configurationId = saved.body.data.id as string;
    const published = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: configurationId,
    });
    const eventId = published.body.data.eventId as string;
    const pass = await calls.post(`/api/v2/org/${school.organisationId}/passes`, {
      name: '4 classes',
      classes: 4,
      validityWeeks: 8,
      price: 50,
      currency: 'AUD',
      courses: [configurationId],
    });
    expect(pass.status, JSON.stringify(pass.body)).toBe(200);
    const bookAsLead = async (sessionId: string) => {
      const dancer = await signedInMember(server);
      const bought = await callsAs(server, dancer).post(
        `/api/v2/passes/${pass.body.data.id}/checkout`,
        { transactionId: `tx-${randomUUID()}` },
      );
      return callsAs(server, dancer).post(`/api/v2/passes/orders/${bought.body.passOrderId}/book`, {
        eventId,
        sessionId,
        role: 'lead',
      });
    };
    const [week1, week2] = sessions.map((session) => session.id) as [string, string];
    expect((await bookAsLead(week1)).status).toBe(200);
    // Week 2 has no leader yet: one more is within its balance, whatever week 1 holds.
    const second = await bookAsLead(week2);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // Week 1 has its leader: a second one tips it past one ahead.
    const third = await bookAsLead(week1);
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: 'ROLE_FULL', details: { session: week1 } });
  });
});
