// Disconnect Facebook (spec §7 POST /api/v2/facebook/disconnect, and on logout, §4): withdraws
// the app's permissions at Facebook — so reconnecting means logging in to Facebook again — then
// forgets the tokens. A Facebook that cannot be reached does not keep the tokens here.
import type { Logger } from '../../lib/logger';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../context';
import { connectionOf, deleteConnection, type ConnectionRow } from './connections';

async function revoke(ctx: ServiceContext, row: ConnectionRow, log: Logger) {
  if (row.demo || !row.user_token || !ctx.facebook.graph) return;
  const token = ctx.facebook.vault.open(row.user_token);
  if (!token) return;
  try {
    await ctx.facebook.graph.revoke(token);
  } catch (error) {
    log.warn({ err: error }, 'Facebook did not take back the permissions; tokens dropped anyway');
  }
}

export async function disconnectFacebook(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  log: Logger,
): Promise<boolean> {
  const row = await connectionOf(db, organisationId);
  if (!row) return false;
  await revoke(ctx, row, log);
  return deleteConnection(db, organisationId);
}

/** On logout: the connections this account made are disconnected. */
export async function disconnectAccountConnections(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
  log: Logger,
): Promise<void> {
  const rows = await db
    .selectFrom('facebook_connections')
    .selectAll()
    .where('account_id', '=', accountId)
    .execute();
  for (const row of rows) {
    await revoke(ctx, row, log);
    await deleteConnection(db, row.organisation_id);
  }
}
