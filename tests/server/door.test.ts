// The door scanner's server side: signed passes (forged, tampered, wrong key, other event, void),
// the check-in window, one admission per ticket under 50 devices scanning at once, offline batches
// synced twice and in conflict (the earliest scan wins whatever order they arrive in), door links
// with a PIN that see one event's door and nothing else (and are named as who admitted), and
// pass-key rotation.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePass, passSignedPart } from '../../src/contract/passes';
import { rotatePassKey } from '../../server/services/door/pass-keys';
import { SCHOOL_HEADER } from '../../src/contract/team-roles';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function eventAt(startsIn: number, endsIn: number) {
  const form = wizardForm();
  return publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      startDateTime: hours(startsIn),
      endDateTime: hours(endsIn),
    },
  });
}

/** A dancer buys `count` tickets of the event's first type; answers their passes. */
async function passesFor(event: PublishedTickets, count = 1) {
  const dancer = await signedInMember(server);
  const bought = await callsAs(server, dancer).post(
    '/api/v2/ticket/purchase',
    purchaseOf(event, [count]),
  );
  expect(bought.status).toBe(200);
  const mine = await callsAs(server, dancer).get('/api/v2/ticket/mine');
  return (mine.body.data as Array<{ pass: string; code: string; event: { id: string } }>).filter(
    (ticket) => ticket.event.id === event.eventId,
  );
}

function scan(fields: Record<string, unknown>, at = new Date().toISOString(), offline = false) {
  return { id: crypto.randomUUID(), at, offline, ...fields };
}

function sendScans(
  event: PublishedTickets,
  scans: unknown[],
  device = { deviceId: 'phone-1', deviceName: 'Door 1' },
  member: Member = school,
) {
  return callsAs(server, member).post(`/api/v2/door/${event.eventId}/scans`, {
    ...device,
    scans,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Scanner School' });
  tonight = await eventAt(1, 5);
});
afterAll(() => server.close());

describe('passes', () => {
  it('are signed: a genuine pass admits once, then says when and by which door', async () => {
    const [ticket] = await passesFor(tonight);
    const first = await sendScans(tonight, [scan({ pass: ticket!.pass })]);
    expect(first.status).toBe(200);
    expect(first.body.data.results[0]).toMatchObject({ outcome: 'admitted', reason: null });
    expect(first.body.data.results[0].message).toMatch(/^Admitted: .+ — /);
    const again = await sendScans(tonight, [scan({ pass: ticket!.pass })], {
      deviceId: 'phone-2',
      deviceName: 'Door 2',
    });
    expect(again.body.data.results[0]).toMatchObject({ outcome: 'already' });
    expect(again.body.data.results[0].message).toMatch(/^Already admitted at .+ by Door 1\.$/);
  });

  it('refuses forged, tampered, wrong-key, other-event and void passes, and non-passes', async () => {
    const [genuine] = await passesFor(tonight);
    const pass = genuine!.pass;
    const parsed = parsePass(pass)!;
    const flipped = Buffer.from(parsed.signature);
    flipped[0] = flipped[0]! ^ 1;
    const forged = `${parsed.signed}.${flipped.toString('base64url')}`;
    // The same signature on a pass naming another ticket.
    const tampered = `${passSignedPart({ ...parsed, ticketId: crypto.randomUUID() })}.${pass.split('.')[3]}`;
    // Signed properly, but by a key that is not ours under our key id.
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const wrongKey = `${parsed.signed}.${sign(null, Buffer.from(parsed.signed), stranger).toString('base64url')}`;
    const elsewhere = await eventAt(1, 5);
    const [otherEvent] = await passesFor(elsewhere);
    const [refunded] = await passesFor(tonight);
    await server.databases.production
      .updateTable('tickets')
      .set({ voided_at: new Date() })
      .where('code', '=', refunded!.code)
      .execute();
    const answer = await sendScans(tonight, [
      scan({ pass: forged }),
      scan({ pass: tampered }),
      scan({ pass: wrongKey }),
      scan({ pass: otherEvent!.pass }),
      scan({ pass: refunded!.pass }),
      scan({ pass: 'https://example.com/not-a-pass' }),
      scan({ code: 'NO-SUCH-CODE' }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.results.map((result: { reason: string }) => result.reason)).toEqual([
      'forged',
      'forged',
      'forged',
      'other-event',
      'void',
      'not-a-pass',
      'unknown',
    ]);
    // The other event's buyer is not shown at this door.
    expect(answer.body.data.results[3].ticket).toBeNull();
    expect(answer.body.data.results[4].message).toBe(
      'This ticket was refunded: it does not admit anyone.',
    );
    // The genuine pass was never admitted by any of those.
    const ok = await sendScans(tonight, [scan({ code: genuine!.code.toLowerCase() })]);
    expect(ok.body.data.results[0].outcome).toBe('admitted');
  });

  it('keep verifying after the key is rotated; new passes name the new key', async () => {
    const [before] = await passesFor(tonight);
    const oldKid = parsePass(before!.pass)!.kid;
    const rotated = await rotatePassKey(server.databases.production);
    expect(rotated.kid).not.toBe(oldKid);
    const [after] = await passesFor(tonight);
    expect(parsePass(after!.pass)!.kid).toBe(rotated.kid);
    const answer = await sendScans(tonight, [
      scan({ pass: before!.pass }),
      scan({ pass: after!.pass }),
    ]);
    expect(answer.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'admitted',
      'admitted',
    ]);
    const data = await callsAs(server, school).get(`/api/v2/door/${tonight.eventId}`);
    expect(data.body.data.keys.map((key: { kid: string }) => key.kid)).toEqual(
      expect.arrayContaining([oldKid, rotated.kid]),
    );
  });
});

describe('the window', () => {
  it('refuses scans before the door opens and after the event ends, saying so', async () => {
    const later = await eventAt(4 * 24, 4 * 24 + 4);
    const [early] = await passesFor(later);
    const tooEarly = await sendScans(later, [scan({ pass: early!.pass })]);
    expect(tooEarly.body.data.results[0]).toMatchObject({ outcome: 'refused', reason: 'not-open' });
    expect(tooEarly.body.data.results[0].message).toMatch(
      /^Check-in has not opened yet: it opens /,
    );
    await server.databases.production
      .updateTable('events')
      .set({
        starts_at: new Date(Date.now() - 5 * 3_600_000),
        ends_at: new Date(Date.now() - 60_000),
      })
      .where('id', '=', later.eventId)
      .execute();
    const tooLate = await sendScans(later, [scan({ pass: early!.pass })]);
    expect(tooLate.body.data.results[0]).toMatchObject({ outcome: 'refused', reason: 'closed' });
    // An offline scan made while the door was open still counts when it syncs after the end.
    const during = new Date(Date.now() - 3_600_000).toISOString();
    const synced = await sendScans(later, [scan({ pass: early!.pass }, during, true)]);
    expect(synced.body.data.results[0].outcome).toBe('admitted');
  });

  it('opens as long before the start as the wizard set for the event', async () => {
    const usual = await eventAt(3, 6);
    const [ticket] = await passesFor(usual);
    const early = await sendScans(usual, [scan({ pass: ticket!.pass })]);
    expect(early.body.data.results[0].reason).toBe('not-open');
    const form = wizardForm();
    const longer = await publishTickets(server, school, {
      eventDetails: {
        ...form.eventDetails!,
        startDateTime: hours(3),
        endDateTime: hours(6),
        checkInOpensMinutesBefore: 240,
      },
    });
    const [pass] = await passesFor(longer);
    const opened = await sendScans(longer, [scan({ pass: pass!.pass })]);
    expect(opened.body.data.results[0].outcome).toBe('admitted');
    const bad = await callsAs(server, school).post('/api/v2/ticket/organiser/draft', {
      ...wizardForm(),
      eventDetails: { ...form.eventDetails!, checkInOpensMinutesBefore: 2000 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Check-in can open at most 24 hours before the start.');
  });
});

describe('many devices', () => {
  it('admit a ticket exactly once when 50 devices scan it at the same moment', async () => {
    const [ticket] = await passesFor(tonight);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sendScans(tonight, [scan({ pass: ticket!.pass })], {
          deviceId: `phone-${i}`,
          deviceName: `Door ${i}`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const outcomes = answers.map((answer) => answer.body.data.results[0].outcome);
    expect(outcomes.filter((outcome) => outcome === 'admitted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already')).toHaveLength(49);
    const rows = await server.databases.production
      .selectFrom('check_ins')
      .innerJoin('tickets', 'tickets.id', 'check_ins.ticket_id')
      .select('check_ins.device_name')
      .where('tickets.code', '=', ticket!.code)
      .execute();
    expect(rows).toHaveLength(1);
    // One line in the admissions log, as for a check-in by hand, naming who worked the door.
    const log = await server.databases.production
      .selectFrom('check_in_log')
      .innerJoin('tickets', 'tickets.id', 'check_in_log.ticket_id')
      .select(['check_in_log.action', 'check_in_log.account_id'])
      .where('tickets.code', '=', ticket!.code)
      .execute();
    expect(log).toEqual([{ action: 'check_in', account_id: school.accountId }]);
  });

  it('sync offline batches twice to the same answers, and the earliest offline scan wins', async () => {
    const [ticket, second] = await passesFor(tonight, 2);
    const doorA = { deviceId: 'phone-a', deviceName: 'Door A' };
    const doorB = { deviceId: 'phone-b', deviceName: 'Door B' };
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    // Both doors admitted the same ticket with no signal: A two minutes before B.
    const batchA = [
      scan({ pass: ticket!.pass }, at(5), true),
      scan({ pass: second!.pass }, at(4), true),
    ];
    const batchB = [scan({ pass: ticket!.pass }, at(3), true)];
    // B reaches the server first and is admitted...
    const fromB = await sendScans(tonight, batchB, doorB);
    expect(fromB.body.data.results[0].outcome).toBe('admitted');
    // ...then A's earlier scan arrives and takes its place.
    const fromA = await sendScans(tonight, batchA, doorA);
    expect(fromA.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'admitted',
      'admitted',
    ]);
    // The same batches again (a retry after a lost answer): nothing new, answers as things stand.
    const againA = await sendScans(tonight, batchA, doorA);
    expect(againA.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'admitted',
      'admitted',
    ]);
    expect(againA.body.data.admitted).toBe(fromA.body.data.admitted);
    const againB = await sendScans(tonight, batchB, doorB);
    expect(againB.body.data.results[0].outcome).toBe('already');
    expect(againB.body.data.results[0].message).toMatch(/^Already admitted at .+ by Door A\.$/);
    const data = await callsAs(server, school).get(`/api/v2/door/${tonight.eventId}`);
    const row = data.body.data.tickets.find((t: { code: string }) => t.code === ticket!.code);
    expect(row).toMatchObject({ checkedInBy: 'Door A', scanId: batchA[0]!.id });
    expect(Date.parse(row.checkedInAt)).toBe(Date.parse(batchA[0]!.at));
  });

  it('never lets an online scan take an admission from an earlier one', async () => {
    const [ticket] = await passesFor(tonight);
    const first = await sendScans(tonight, [scan({ pass: ticket!.pass })]);
    expect(first.body.data.results[0].outcome).toBe('admitted');
    const late = await sendScans(tonight, [scan({ pass: ticket!.pass })], {
      deviceId: 'phone-z',
      deviceName: 'Door Z',
    });
    expect(late.body.data.results[0].outcome).toBe('already');
  });
});

describe('door links', () => {
  it('let a helper with the PIN work this event’s door and nothing else', async () => {
    const created = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/links`, {
      label: 'Front door',
    });
    expect(created.status).toBe(201);
    const { url, pin, link } = created.body.data;
    expect(pin).toMatch(/^\d{6}$/);
    const [linkId, secret] = (url as string).split('#link=')[1]!.split('.');
    expect(linkId).toBe(link.id);
    const anyone = callsAs(server, null);
    const session = await anyone.post('/api/v2/door/session', { linkId, secret, pin });
    expect(session.status).toBe(200);
    const helper: Member = {
      accountId: '',
      email: '',
      organisationId: null,
      headers: { authorization: `Bearer ${session.body.data.token}` },
    };
    const data = await callsAs(server, helper).get(`/api/v2/door/${tonight.eventId}`);
    expect(data.status).toBe(200);
    expect(data.body.data.signedInAs).toBe('Front door');
    // A helper shares no door links: the scanner does not ask for them.
    expect(data.body.data.mayShareLinks).toBe(false);
    const [ticket] = await passesFor(tonight);
    const scanned = await sendScans(tonight, [scan({ pass: ticket!.pass })], undefined, helper);
    expect(scanned.body.data.results[0].outcome).toBe('admitted');
    // Nothing else of the school: not another event's door, not the organiser's calls.
    const elsewhere = await eventAt(1, 5);
    expect((await callsAs(server, helper).get(`/api/v2/door/${elsewhere.eventId}`)).status).toBe(
      404,
    );
    expect((await callsAs(server, helper).get('/api/v2/ticket/organiser/drafts')).status).toBe(401);
    expect(
      (await callsAs(server, helper).get(`/api/v2/door/${tonight.eventId}/links`)).status,
    ).toBe(401);
    // Revoked: the link opens nothing and the session it gave stops working.
    const revoke = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/door/${tonight.eventId}/links/${linkId}`,
      headers: school.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await callsAs(server, helper).get(`/api/v2/door/${tonight.eventId}`)).status).toBe(404);
    expect((await anyone.post('/api/v2/door/session', { linkId, secret, pin })).status).toBe(401);
  });

  it('name the scanner’s device and who worked it as who admitted, in the list and the CSV', async () => {
    const event = await eventAt(1, 5);
    const created = await callsAs(server, school).post(`/api/v2/door/${event.eventId}/links`, {
      label: 'Side door',
    });
    const [linkId, secret] = (created.body.data.url as string).split('#link=')[1]!.split('.');
    const session = await callsAs(server, null).post('/api/v2/door/session', {
      linkId,
      secret,
      pin: created.body.data.pin,
    });
    const helper: Member = {
      accountId: '',
      email: '',
      organisationId: null,
      headers: { authorization: `Bearer ${session.body.data.token}` },
    };
    const [byHelper, byOrganiser] = await passesFor(event, 2);
    await sendScans(
      event,
      [scan({ pass: byHelper!.pass })],
      { deviceId: 'p-7', deviceName: 'Door 7' },
      helper,
    );
    await sendScans(event, [scan({ pass: byOrganiser!.pass })], {
      deviceId: 'p-8',
      deviceName: 'Door 8',
    });
    const base = `/api/v2/ticket/organiser/${event.configurationId}/attendees`;
    const list = await callsAs(server, school).get(base);
    const byCode = (code: string) =>
      list.body.data.attendees.find((row: { code: string }) => row.code === code);
    expect(byCode(byHelper!.code).checkedInBy).toBe('Door 7 (Side door)');
    expect(byCode(byOrganiser!.code).checkedInBy).toBe(`Door 8 (${school.email})`);
    const csv = await server.app.inject({
      method: 'GET',
      url: `${base}/export`,
      headers: school.headers,
    });
    expect(csv.body).toContain(`,${byHelper!.code},`);
    expect(csv.body).toContain('Door 7 (Side door)');
    expect(csv.body).toContain(`Door 8 (${school.email})`);
    expect(csv.body).not.toContain('self check-in');
  });

  it('lock after five wrong PINs, however many are tried at once', async () => {
    const created = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/links`, {
      label: 'Side door',
    });
    const { url, pin } = created.body.data;
    const [linkId, secret] = (url as string).split('#link=')[1]!.split('.');
    const wrong = pin === '000000' ? '111111' : '000000';
    const anyone = callsAs(server, null);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        anyone.post('/api/v2/door/session', { linkId, secret, pin: wrong }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    const right = await anyone.post('/api/v2/door/session', { linkId, secret, pin });
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/locked/);
    const links = await callsAs(server, school).get(`/api/v2/door/${tonight.eventId}/links`);
    expect(links.body.data.find((l: { id: string }) => l.id === linkId).locked).toBe(true);
  });

  it('are refused with a wrong secret, and another school sees no door of ours', async () => {
    const created = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/links`, {
      label: 'Back door',
    });
    const { url, pin } = created.body.data;
    const [linkId] = (url as string).split('#link=')[1]!.split('.');
    const refused = await callsAs(server, null).post('/api/v2/door/session', {
      linkId,
      secret: 'guess',
      pin,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('This door link or PIN is not valid.');
    const rival = await signedInMember(server, { organisation: 'Rival School' });
    expect((await callsAs(server, rival).get(`/api/v2/door/${tonight.eventId}`)).status).toBe(404);
    expect((await sendScans(tonight, [scan({ code: 'X' })], undefined, rival)).status).toBe(404);
    const dancer = await signedInMember(server);
    // A signed-in dancer works no door: told so, not asked to sign in (their app would sign out).
    const asDancer = await callsAs(server, dancer).get(`/api/v2/door/${tonight.eventId}`);
    expect(asDancer.status).toBe(404);
    expect(asDancer.body.error.message).toBe('This event is not one whose door you can work.');
  });
});

describe('bad input', () => {
  it('answers 400 in the contract’s shape and records nothing', async () => {
    const evening = await eventAt(1, 5);
    const [ticket] = await passesFor(evening);
    const empty = await sendScans(evening, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBeTruthy();
    // A good scan beside a bad one: the batch is refused whole, the good scan with it.
    const good = scan({ pass: ticket!.pass });
    const badTime = await sendScans(evening, [
      good,
      { id: crypto.randomUUID(), at: 'soon', offline: false },
    ]);
    expect(badTime.status).toBe(400);
    expect(badTime.body.error).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    const db = server.databases.production;
    const scans = await db
      .selectFrom('door_scans')
      .select('id')
      .where('event_id', '=', evening.eventId)
      .execute();
    expect(scans).toEqual([]);
    const checkIns = await db
      .selectFrom('check_ins')
      .innerJoin('tickets', 'tickets.id', 'check_ins.ticket_id')
      .select('check_ins.ticket_id')
      .where('tickets.code', '=', ticket!.code)
      .execute();
    expect(checkIns).toEqual([]);
    // Nothing of the refused batch admitted the ticket: a new scan of it is its first entry.
    const again = await sendScans(evening, [scan({ pass: ticket!.pass })]);
    expect(again.status).toBe(200);
    expect(again.body.data.results[0]).toMatchObject({ outcome: 'admitted' });
  });
});

describe('who may share door links, as the door data says', () => {
  it('says so to a role that makes events, not to a door member (whom the links call refuses)', async () => {
    const event = await eventAt(1, 5);
    const owner = await callsAs(server, school).get(`/api/v2/door/${event.eventId}`);
    expect(owner.body.data.mayShareLinks).toBe(true);
    const member = await signedInMember(server);
    await server.databases.production
      .insertInto('organisation_members')
      .values({
        organisation_id: school.organisationId!,
        account_id: member.accountId,
        role: 'door',
      })
      .execute();
    const door = callsAs(server, {
      ...member,
      headers: { ...member.headers, [SCHOOL_HEADER]: school.organisationId! },
    });
    const data = await door.get(`/api/v2/door/${event.eventId}`);
    expect(data.status).toBe(200);
    expect(data.body.data.mayShareLinks).toBe(false);
    expect((await door.get(`/api/v2/door/${event.eventId}/links`)).status).toBe(403);
  });
});
