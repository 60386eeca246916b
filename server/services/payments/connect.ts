// Each school is paid directly: its own Stripe account (Connect, Express), opened and finished
// through Stripe's hosted onboarding (Account Links). Its state — can it take charges, are payouts
// on, what Stripe still needs — comes from Stripe (read on demand and by the account.updated
// webhook) and decides whether it may sell by card.
import type Stripe from 'stripe';
import {
  CONNECT_STRIPE_FIRST,
  type PaymentAccount,
  type PaymentAccountState,
} from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { siteAddress } from '../../lib/site-address';
import type { Scope, ServiceContext } from '../context';

const notConfigured = () =>
  new AppError(503, 'PAYMENTS_NOT_CONFIGURED', 'Stripe is not configured on this server.');

async function accountRow(db: Db, organisationId: string) {
  return db
    .selectFrom('organisations')
    .select([
      'stripe_account_id',
      'stripe_charges_enabled',
      'stripe_payouts_enabled',
      'stripe_details_submitted',
      'stripe_requirements_due',
    ])
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
}

function stateOf(row: Awaited<ReturnType<typeof accountRow>>): PaymentAccountState {
  if (!row.stripe_account_id) return 'not_connected';
  if (row.stripe_charges_enabled) return 'active';
  return row.stripe_details_submitted ? 'restricted' : 'pending';
}

/** Stores what Stripe says of an account, on whichever organisation holds it. */
export async function updateAccountState(db: Db, account: Stripe.Account): Promise<void> {
  await db
    .updateTable('organisations')
    .set({
      stripe_charges_enabled: account.charges_enabled ?? false,
      stripe_payouts_enabled: account.payouts_enabled ?? false,
      stripe_details_submitted: account.details_submitted ?? false,
      stripe_requirements_due: JSON.stringify(account.requirements?.currently_due ?? []),
    })
    .where('stripe_account_id', '=', account.id)
    .execute();
}

export async function paymentAccountOf(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
): Promise<PaymentAccount> {
  const fee = ctx.config.stripe?.platformFeePercent ?? 0;
  const none = {
    accountId: null,
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    requirementsDue: [],
    platformFeePercent: fee,
  };
  if (!ctx.stripe) return { state: 'not_configured', ...none };
  let row = await accountRow(db, organisationId);
  if (row.stripe_account_id) {
    // Fresh from Stripe when it answers; what we last heard when it does not.
    try {
      await updateAccountState(db, await ctx.stripe.accounts.retrieve(row.stripe_account_id));
      row = await accountRow(db, organisationId);
    } catch {
      // Keep the stored state.
    }
  }
  if (!row.stripe_account_id) return { state: 'not_connected', ...none };
  return {
    state: stateOf(row),
    accountId: row.stripe_account_id,
    chargesEnabled: row.stripe_charges_enabled,
    payoutsEnabled: row.stripe_payouts_enabled,
    detailsSubmitted: row.stripe_details_submitted,
    requirementsDue: row.stripe_requirements_due,
    platformFeePercent: fee,
  };
}

/** The address of Stripe's onboarding for the school, opening its account first if it has none. */
export async function startOnboarding(
  ctx: ServiceContext,
  scope: Scope,
  organisationId: string,
  email: string,
): Promise<{ url: string }> {
  if (!ctx.stripe) throw notConfigured();
  let { stripe_account_id: accountId } = await accountRow(scope.db, organisationId);
  if (!accountId) {
    const account = await ctx.stripe.accounts.create(
      {
        type: 'express',
        email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { organisationId, database: scope.target },
      },
      { idempotencyKey: `account-${scope.target}-${organisationId}` },
    );
    accountId = account.id;
    await scope.db
      .updateTable('organisations')
      .set({ stripe_account_id: accountId })
      .where('id', '=', organisationId)
      .where('stripe_account_id', 'is', null)
      .execute();
    await updateAccountState(scope.db, account);
  }
  // Back on the database the school connected from (devMode=true for the development one).
  const back = `${siteAddress(ctx.config, scope.target)}/dashboard?tab=settings${scope.target === 'development' ? '&devMode=true' : ''}`;
  const link = await ctx.stripe.accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    refresh_url: `${back}&stripe=refresh`,
    return_url: `${back}&stripe=return`,
  });
  return { url: link.url };
}

/** With Stripe configured, card sales need a school that can take charges. */
export async function assertCanSellByCard(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  paymentMethods: string[],
): Promise<void> {
  if (!ctx.stripe || !paymentMethods.includes('stripe')) return;
  const row = await accountRow(db, organisationId);
  if (!row.stripe_charges_enabled)
    throw new AppError(409, 'CONFLICT', CONNECT_STRIPE_FIRST, { field: 'paymentMethods' });
}

/** The publish checklist's card item: the configuration (by its id or its event's) may sell by card. */
export async function assertCanPublish(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  id: string,
): Promise<void> {
  if (!ctx.stripe) return;
  const row = await db
    .selectFrom('ticket_configurations')
    .select('payment_methods')
    .where('organisation_id', '=', organisationId)
    .where((where) => where.or([where('id', '=', id), where('event_id', '=', id)]))
    .executeTakeFirst();
  if (row) await assertCanSellByCard(ctx, db, organisationId, row.payment_methods);
}

/** Whether the school selling a configuration can take card payments now. */
export async function canTakeCards(db: Db, configurationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ticket_configurations as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisation_id')
    .select('o.stripe_charges_enabled')
    .where('c.id', '=', configurationId)
    .executeTakeFirst();
  return row?.stripe_charges_enabled ?? false;
}
