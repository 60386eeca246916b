// Facebook Page integration against a local fake of Facebook Login and the Graph API: connect,
// pick a page, details saved; skip; disconnect; details confirmed into the organisation; the
// review accounts' demo; and a server with no Facebook app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughDialog } from '../support/facebook-flow';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { callsAs, signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let fake: FakeFacebook;
let server: TestServer;
// Unique per run: on a shared PostgreSQL the suite runs again over earlier data.
const reviewEmail = `reviewer-fb-${crypto.randomUUID().slice(0, 8)}@floorcraft.test`;

const studio = {
  id: '90001',
  name: 'Bondi Bachata',
  category: 'Dance School',
  details: {
    about: 'Bachata every night.',
    emails: ['hi@bondi-bachata.example'],
    phone: '+61 2 5555 0000',
    website: 'bondi-bachata.example',
    single_line_address: '1 Beach Rd, Bondi NSW 2026',
    hours: { tue_1_open: '19:00', tue_1_close: '22:00' },
    price_range: '$',
  },
};

beforeAll(async () => {
  fake = await startFakeFacebook();
  server = await startTestServer({ ...fake.env, REVIEW_ACCOUNT_EMAILS: reviewEmail });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('connecting a Facebook Page', () => {
  it('connects through the dialog, lists the pages, saves the chosen page’s details', async () => {
    fake.pages = [studio, { id: '90002', name: 'Other Page', category: 'Community' }];
    const member = await signedInMember(server, { organisation: 'Bondi School' });
    const calls = callsAs(server, member);
    const auth = await calls.get('/api/v2/facebook/auth');
    const dialog = new URL(auth.body.facebookAuthUrl);
    expect(dialog.searchParams.get('scope')).toBe(
      'pages_show_list,pages_read_engagement,pages_read_user_content',
    );
    expect(dialog.searchParams.get('redirect_uri')).toBe(
      'http://floorcraft.test/api/v2/facebook/callback',
    );

    const { status, landing } = await connectThroughDialog(server, member);
    expect(status).toBe(302);
    expect(landing.pathname).toBe('/facebook-integration');
    expect(landing.searchParams.get('facebook_auth_success')).toBe('true');
    expect(landing.searchParams.get('user_name')).toBe('Rosa Salsera');

    const before = await calls.get('/api/v2/facebook/status');
    expect(before.body).toMatchObject({
      configured: true,
      facebookConnected: true,
      pageConnected: false,
      userName: 'Rosa Salsera',
      requiresPageSelection: true,
    });
    // The long-lived token is kept sealed, never as it came from Facebook.
    const stored = await server.databases.production
      .selectFrom('facebook_connections')
      .select('user_token')
      .where('organisation_id', '=', member.organisationId!)
      .executeTakeFirstOrThrow();
    expect(stored.user_token).toMatch(/^v1\./);
    expect(stored.user_token).not.toContain('long-');

    const pages = await calls.get('/api/v2/facebook/check-pages');
    expect(pages.status).toBe(200);
    expect(pages.body).toMatchObject({ success: true, totalPages: 2, apiUsed: 'me/accounts' });
    expect(pages.body.availablePages[0]).toEqual({
      id: '90001',
      name: 'Bondi Bachata',
      category: 'Dance School',
    });

    const chosen = await calls.post('/api/v2/facebook/select-page', { pageId: '90001' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      success: true,
      pageId: '90001',
      pageName: 'Bondi Bachata',
      location: '1 Beach Rd, Bondi NSW 2026',
      conflicts: [],
    });
    const after = await calls.get('/api/v2/facebook/status');
    expect(after.body).toMatchObject({ pageConnected: true, pageName: 'Bondi Bachata' });
    expect(after.body.pageDetails).toMatchObject({ about: 'Bachata every night.' });

    const settings = await calls.get(`/api/v2/org/${member.organisationId}/settings`);
    expect(settings.body.settings.organisationInfo.facebookIntegration).toMatchObject({
      pageId: '90001',
      detailsConfirmed: false,
      rawDetails: { phone: '+61 2 5555 0000', price_range: '$' },
    });
  });

  it('copies the page’s details into the organisation only when confirmed, and keeps them', async () => {
    fake.pages = [studio];
    const member = await signedInMember(server, { organisation: 'Confirming School' });
    const calls = callsAs(server, member);
    await connectThroughDialog(server, member);
    await calls.post('/api/v2/facebook/select-page', { pageId: '90001' });
    const details = await calls.get('/api/v2/facebook/organisation-details');
    expect(details.body.details).toMatchObject({
      businessName: 'Bondi Bachata',
      email: 'hi@bondi-bachata.example',
      website: 'https://bondi-bachata.example',
      address: { fullAddress: '1 Beach Rd, Bondi NSW 2026' },
    });
    const untouched = await calls.get(`/api/v2/org/${member.organisationId}/settings`);
    expect(untouched.body.settings.organisationInfo.businessName).toBe('Confirming School');

    const confirmed = await calls.post('/api/v2/facebook/organisation-details/confirm', {});
    expect(confirmed.status).toBe(200);
    const info = confirmed.body.settings.organisationInfo;
    expect(info).toMatchObject({
      businessName: 'Bondi Bachata',
      contactPhone: '+61 2 5555 0000',
      about: 'Bachata every night.',
      facebookIntegration: { detailsConfirmed: true },
    });
    // A settings form cannot rewrite what the server keeps about the page.
    const saved = await calls.put(`/api/v2/org/${member.organisationId}/settings`, {
      organisationInfo: { ...info, facebookIntegration: { pageId: 'forged' } },
    });
    expect(saved.body.settings.organisationInfo.facebookIntegration.pageId).toBe('90001');

    fake.pages = [{ ...studio, details: { ...studio.details, about: 'Now with zouk.' } }];
    const refreshed = await calls.post('/api/v2/facebook/organisation-details/refresh', {});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.details.about).toBe('Now with zouk.');
  });

  it('lists the organisation’s Facebook events added by hand as events the page will update', async () => {
    fake.pages = [studio];
    const member = await signedInMember(server, { organisation: 'Linked Events School' });
    const start = new Date(Date.now() + 7 * 86_400_000);
    await server.databases.production
      .insertInto('events')
      .values({
        id: crypto.randomUUID(),
        organisation_id: member.organisationId,
        title: 'Friday Bachata Social',
        starts_at: start,
        ends_at: new Date(start.getTime() + 7_200_000),
        import_source: 'ics',
        facebook_event_id: String(Date.now()),
        dance_styles: ['bachata'],
      })
      .execute();
    await connectThroughDialog(server, member);
    const chosen = await callsAs(server, member).post('/api/v2/facebook/select-page', {
      pageId: '90001',
    });
    expect(chosen.body.conflicts).toEqual([
      expect.objectContaining({
        newEvent: { title: 'Friday Bachata Social' },
        existingSource: 'Calendar file (.ics)',
      }),
    ]);
  });

  it('skips page selection, refuses a page the user does not manage, and disconnects', async () => {
    fake.pages = [studio];
    const member = await signedInMember(server, { organisation: 'Skipping School' });
    const calls = callsAs(server, member);
    await connectThroughDialog(server, member);
    const foreign = await calls.post('/api/v2/facebook/select-page', { pageId: '424242' });
    expect(foreign.status).toBe(404);
    const skipped = await calls.post('/api/v2/facebook/skip-page-selection', {});
    expect(skipped.body.message).toBe('Authorised (no pages selected/found or skipped)');
    const status = await calls.get('/api/v2/facebook/status');
    expect(status.body).toMatchObject({
      facebookConnected: true,
      pagesSkipped: true,
      requiresPageSelection: false,
    });

    const revokedBefore = fake.revoked.length;
    const gone = await calls.post('/api/v2/facebook/disconnect', {});
    expect(gone.body).toMatchObject({ success: true, message: 'Facebook disconnected.' });
    expect(fake.revoked.length).toBe(revokedBefore + 1);
    const after = await calls.get('/api/v2/facebook/status');
    expect(after.body).toMatchObject({ facebookConnected: false, pageConnected: false });
    const again = await calls.post('/api/v2/facebook/disconnect', {});
    expect(again.body.message).toBe('Facebook was not connected.');
  });

  it('keeps each organisation to its own connection and refuses members without one', async () => {
    fake.pages = [studio];
    const owner = await signedInMember(server, { organisation: 'Owner School' });
    await connectThroughDialog(server, owner);
    const other = await signedInMember(server, { organisation: 'Neighbour School' });
    const status = await callsAs(server, other).get('/api/v2/facebook/status');
    expect(status.body.facebookConnected).toBe(false);
    const pages = await callsAs(server, other).get('/api/v2/facebook/check-pages');
    expect(pages.status).toBe(409);
    expect(pages.body.error.code).toBe('FACEBOOK_NOT_CONNECTED');
    const dancer = await signedInMember(server);
    expect((await callsAs(server, dancer).get('/api/v2/facebook/status')).status).toBe(403);
    expect((await callsAs(server, null).get('/api/v2/facebook/status')).status).toBe(401);
  });

  it('disconnects the connections an organiser made when they log out', async () => {
    fake.pages = [studio];
    const email = `logout-${crypto.randomUUID().slice(0, 8)}@floorcraft.test`;
    const { createAccount } = await import('../../server/services/accounts/accounts');
    await createAccount(server.databases.production, {
      email,
      password: 'dancedemo',
      organisationName: 'Logout School',
      canUploadEvents: false,
    });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password: 'dancedemo' },
    });
    const { accessToken, refreshToken } = JSON.parse(login.body) as Record<string, string>;
    const member = {
      accountId: '',
      email,
      organisationId: null,
      headers: { authorization: `Bearer ${accessToken}` },
    };
    await connectThroughDialog(server, member);
    expect(
      (await callsAs(server, member).get('/api/v2/facebook/status')).body.facebookConnected,
    ).toBe(true);
    await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      payload: { refreshToken },
    });
    expect(
      (await callsAs(server, member).get('/api/v2/facebook/status')).body.facebookConnected,
    ).toBe(false);
  });
});

describe('the review accounts’ demo', () => {
  it('walks the whole flow with demo pages and no call to Facebook', async () => {
    const { createAccount } = await import('../../server/services/accounts/accounts');
    const created = await createAccount(server.databases.production, {
      email: reviewEmail,
      password: 'dancedemo',
      organisationName: 'Review School',
      canUploadEvents: true,
    });
    const token = server.ctx.accessTokens.sign({
      ...created,
      email: reviewEmail,
      database: 'production',
    });
    const reviewer = {
      ...created,
      email: reviewEmail,
      headers: { authorization: `Bearer ${token}` },
    };
    const calls = callsAs(server, reviewer);
    const auth = await calls.get('/api/v2/facebook/auth?demouseradmin=true');
    expect(auth.body).toMatchObject({ demoMode: true, userName: 'Demo Reviewer' });
    expect(auth.body.pageData).toHaveLength(2);
    const pages = await calls.get('/api/v2/facebook/check-pages');
    expect(pages.body).toMatchObject({ totalPages: 2, apiUsed: 'demo' });
    const chosen = await calls.post('/api/v2/facebook/select-page', {
      pageId: auth.body.pageData[0].id,
    });
    expect(chosen.body.pageName).toBe('Harbour Salsa Studio (Demo)');
    expect((await calls.get('/api/v2/facebook/status')).body).toMatchObject({
      demoMode: true,
      pageConnected: true,
    });

    await calls.get('/api/v2/facebook/auth?demouser=true');
    const none = await calls.get('/api/v2/facebook/check-pages');
    expect(none.status).toBe(404);
    expect(none.body.error).toMatchObject({
      code: 'FACEBOOK_NO_PAGES',
      details: { userType: 'personal_no_pages' },
    });

    const stranger = await signedInMember(server, { organisation: 'Not A Reviewer' });
    const refused = await callsAs(server, stranger).get('/api/v2/facebook/auth?demouser=true');
    expect(refused.status).toBe(403);
  });
});

describe('a server with no Facebook app', () => {
  it('says Facebook is not configured, and nothing breaks', async () => {
    const bare = await startTestServer();
    try {
      const member = await signedInMember(bare, { organisation: 'Unconfigured School' });
      const calls = callsAs(bare, member);
      expect((await calls.get('/api/v2/facebook/status')).body).toMatchObject({
        configured: false,
        facebookConnected: false,
      });
      const auth = await calls.get('/api/v2/facebook/auth');
      expect(auth.status).toBe(503);
      expect(auth.body.error.code).toBe('FACEBOOK_NOT_CONFIGURED');
      expect(auth.body.error.message).toMatch(/not configured on this server/);
    } finally {
      await bare.close();
    }
  });
});
