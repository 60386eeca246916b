// The check-in QR opens the address phones can reach: PUBLIC_URL when set, otherwise the address
// the organiser reached the site at (never a localhost nobody else can open); one made from the
// development database says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { jsonOf, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: '' });
});
afterAll(() => server.close());

describe('the check-in QR’s address without PUBLIC_URL', () => {
  it('uses the address the request came to', async () => {
    const school = await signedInMember(server, { organisation: 'LAN School' });
    const tickets = await publishTickets(server, school);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v2/ticket/organiser/${tickets.configurationId}/qr-code`,
      headers: { ...school.headers, host: '192.168.1.20:8080' },
    });
    const data = jsonOf<{ data: { checkInUrl: string; developmentDatabase: boolean } }>(
      response,
    ).data;
    expect(data.checkInUrl).toMatch(/^http:\/\/192\.168\.1\.20:8080\/check-in\/[\w-]+_[\w-]+$/);
    expect(data.developmentDatabase).toBe(false);
    expect(server.config.publicUrlSet).toBe(false);
  });
});
