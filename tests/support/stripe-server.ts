// A test server configured for Stripe against the local fake (webhooks delivered to it over HTTP),
// and a school whose Stripe account is connected through the fake's hosted onboarding.
import { expireHolds } from '../../server/services/payments/hold-expiry';
import { startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe';
import { callsAs, signedInMember, type Member } from './members';
import { startTestServer, type TestServer } from './test-server';

export async function startStripeServer(
  env: Record<string, string> = {},
): Promise<{ fake: FakeStripe; server: TestServer }> {
  const fake = await startFakeStripe();
  const server = await startTestServer({ ...fake.env, ...env });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhooks.url = `${address}/api/v2/payments/stripe/webhook`;
  return { fake, server };
}

/** A new school that finished Stripe's onboarding: it can take card payments. */
export async function connectedSchool(server: TestServer, name: string): Promise<Member> {
  const school = await signedInMember(server, { organisation: name });
  const onboarding = await callsAs(server, school).post(
    `/api/v2/org/${school.organisationId}/payments/onboarding`,
    {},
  );
  if (onboarding.status !== 200) throw new Error(JSON.stringify(onboarding.body));
  // Stripe's hosted onboarding finishes and sends the browser back.
  const back = await fetch(onboarding.body.data.url, { redirect: 'manual' });
  if (!back.headers.get('location')?.includes('/dashboard?tab=settings&stripe=return'))
    throw new Error('onboarding did not return to Settings');
  return school;
}

/**
 * Lets these holds' time run out, then runs the hold-expiry job as the minute's tick does. Only
 * these holds end: test files share PostgreSQL, and others' holds must keep their time.
 */
export async function runOutHolds(server: TestServer, reservationIds: string[]): Promise<void> {
  const db = server.databases.production;
  await db
    .updateTable('reservations')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', 'in', reservationIds)
    .execute();
  await expireHolds(server.ctx, db);
}
