// Organisation and settings calls on a real database: the built-in ticketing defaults, saving
// defaults and business details with the spec's rules, applying templates, the organisation read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_TICKETING_DEFAULTS,
  DEFAULT_REFUND_POLICY,
} from '../../src/contract/ticketing-defaults';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let server: TestServer;
let school: Member;
let calls: ReturnType<typeof callsAs>;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Settings School' });
  calls = callsAs(server, school);
  base = `/api/v2/org/${school.organisationId}`;
});
afterAll(() => server.close());

const defaultsWith = (types: unknown[]) => ({
  ticketingDefaults: {
    defaultTicketTypes: types,
    primaryDefaultIndex: 0,
    defaultRefundPolicy: 'No refunds after the doors open.',
    defaultTermsAndConditions: 'Dance nicely.',
  },
});

describe('GET /api/v2/org/{id} and …/settings', () => {
  it('answers the organisation and the built-in defaults until the school saves its own', async () => {
    const organisation = await calls.get(base);
    expect(organisation.body.data).toMatchObject({
      id: school.organisationId,
      name: 'Settings School',
      orgLocation: { description: '' },
      geocodedLocation: null,
    });
    const { status, body } = await calls.get(`${base}/settings`);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.settings.ticketingDefaults).toEqual(BUILT_IN_TICKETING_DEFAULTS);
    expect(body.ticketingDefaults.defaultTicketTypes[0]).toMatchObject({
      name: 'General Admission',
      price: 25,
      currency: 'AUD',
    });
    expect(body.settings.ticketingDefaults.defaultRefundPolicy).toBe(DEFAULT_REFUND_POLICY);
    // Business Details start with the school's own name.
    expect(body.settings.organisationInfo.businessName).toBe('Settings School');
    expect(organisation.body.data.settings.organisationInfo.businessName).toBe('Settings School');
  });
});

describe('PUT /api/v2/org/{id}/settings', () => {
  it('refuses default ticket types without a name, price or description', async () => {
    const cases: Array<[unknown[], string, string]> = [
      [
        [],
        'ticketingDefaults.defaultTicketTypes',
        'Please complete all required fields for ticket types. Name, price, and description are required.',
      ],
      [
        [{ name: ' ', price: 10, description: 'Entry' }],
        'ticketingDefaults.defaultTicketTypes.0.name',
        'name is required.',
      ],
      [
        [{ name: 'Entry', description: 'Entry' }],
        'ticketingDefaults.defaultTicketTypes.0.price',
        'ticketingDefaults.defaultTicketTypes.0.price is required.',
      ],
      [
        [{ name: 'Entry', price: -1, description: 'Entry' }],
        'ticketingDefaults.defaultTicketTypes.0.price',
        'price must be 0 or more.',
      ],
    ];
    for (const [types, field, message] of cases) {
      const { status, body } = await calls.put(`${base}/settings`, defaultsWith(types));
      expect({ status, error: body.error }).toEqual({
        status: 400,
        error: { code: 'VALIDATION_ERROR', message, details: { field } },
      });
    }
  });

  it('saves ticketing defaults and business details', async () => {
    const saved = await calls.put(
      `${base}/settings`,
      defaultsWith([{ name: 'Members', price: 12.5, description: 'For members' }]),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings.ticketingDefaults.defaultTicketTypes).toEqual([
      expect.objectContaining({ name: 'Members', price: 12.5, currency: 'AUD' }),
    ]);
    const details = await calls.put(`${base}/settings`, {
      organisationInfo: {
        businessName: 'Settings School Pty Ltd',
        contactEmail: 'hello@settings.test',
        website: 'https://settings.test',
        address: { fullAddress: '1 Dance Lane, Sydney NSW 2000' },
      },
    });
    expect(details.body.settings.organisationInfo).toMatchObject({
      businessName: 'Settings School Pty Ltd',
      address: { fullAddress: '1 Dance Lane, Sydney NSW 2000' },
    });
    // Saving the details kept the defaults.
    expect(details.body.settings.ticketingDefaults.defaultTicketTypes[0].name).toBe('Members');
    const badEmail = await calls.put(`${base}/settings`, {
      organisationInfo: { contactEmail: 'not an address' },
    });
    expect(badEmail.body.error).toMatchObject({
      message: 'contactEmail must be an e-mail address.',
      details: { field: 'organisationInfo.contactEmail' },
    });
  });
});

describe('POST /api/v2/org/{id}/settings/apply-template', () => {
  it('replaces the defaults with a template and names it', async () => {
    const { status, body } = await calls.post(`${base}/settings/apply-template`, {
      templateId: 'workshop-weekend',
    });
    expect(status).toBe(200);
    expect(body.templateName).toBe('Workshop weekend');
    expect(body.message).toBe('Workshop weekend applied successfully.');
    expect(
      body.settings.ticketingDefaults.defaultTicketTypes.map((type: { name: string }) => type.name),
    ).toEqual(['Full Pass', 'Day Pass', 'Party Pass']);
    const unknown = await calls.post(`${base}/settings/apply-template`, { templateId: 'gala' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Template "gala" was not found.');
  });
});

describe('PUT /api/v2/org/{id}/settings/branding/{image}', () => {
  it('stores the main and overlay images, serves them, and refuses what is not an image', async () => {
    const { status, body } = await calls.put(`${base}/settings/branding/main`, {
      imageBase64: `data:image/png;base64,${PNG}`,
    });
    expect(status).toBe(200);
    const key = body.settings.organisationInfo.imageKey as string;
    const served = await server.app.inject({ method: 'GET', url: `/api/v2/images/${key}` });
    expect(served.headers['content-type']).toBe('image/png');
    const overlay = await calls.put(`${base}/settings/branding/overlay`, { imageBase64: PNG });
    expect(overlay.body.settings.organisationInfo).toMatchObject({
      imageKey: key,
      profileImageKey: expect.any(String),
    });
    const text = await calls.put(`${base}/settings/branding/main`, {
      imageBase64: Buffer.from('not an image').toString('base64'),
    });
    expect(text.status).toBe(415);
    const removed = await calls.put(`${base}/settings/branding/main`, { imageBase64: null });
    expect(removed.body.settings.organisationInfo.imageKey).toBeNull();
    const stranger = callsAs(server, await signedInMember(server, { organisation: 'Other' }));
    expect(
      (await stranger.put(`${base}/settings/branding/main`, { imageBase64: PNG })).status,
    ).toBe(404);
  });
});
