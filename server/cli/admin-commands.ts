// The administration commands of the `floorcraft` CLI, run either directly on the database or
// by the running server on the CLI's behalf (the embedded database admits one process only).
import { z } from 'zod';
import type { Databases, DatabaseTarget } from '../db/database';
import type { ServiceContext } from '../services/context';
import { createAccount } from '../services/accounts/accounts';
import { seedDemo } from '../services/demo-seed';
import { runRetentionJob } from '../services/jobs/retention-job';
import { parseInput } from '../lib/validate';
import { notFound } from '../lib/app-error';
import { createCheckoutSession } from '../services/purchases/checkout-sessions';
import { rotatePassKey } from '../services/door/pass-keys';
import { setAccountFlags } from '../services/site-admin/site-admins';

const target = z
  .boolean()
  .optional()
  .transform((dev): DatabaseTarget => (dev ? 'development' : 'production'));

export const adminCommandSchema = z.discriminatedUnion('command', [
  z
    .object({
      command: z.literal('account create'),
      email: z.email(),
      password: z.string().min(5).max(200),
      organisation: z.string().trim().min(1).max(200).optional(),
      aficionado: z.boolean().optional(),
      canUpload: z.boolean().optional(),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
      dev: target,
    })
    .refine((c) => (c.latitude === undefined) === (c.longitude === undefined), {
      message: '--latitude and --longitude go together.',
    }),
  z.object({
    command: z.enum(['account admin', 'account aficionado']),
    email: z.email(),
    off: z.boolean().optional(),
    dev: target,
  }),
  z.object({ command: z.literal('outbox'), to: z.string().optional(), dev: target }),
  z.object({
    command: z.literal('checkout-session create'),
    email: z.email(),
    event: z.uuid('--event must be an event id.'),
    dev: target,
  }),
  z.object({ command: z.literal('seed-demo') }),
  z.object({ command: z.literal('purge') }),
  z.object({ command: z.literal('pass-key rotate'), dev: target }),
]);
export type AdminCommand = z.input<typeof adminCommandSchema>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one command; answers the JSON lines it prints. */
export async function runAdminCommand(
  _ctx: Pick<ServiceContext, 'config'>,
  databases: Pick<Databases, 'of'>,
  input: unknown,
): Promise<unknown[]> {
  const command = parseInput(adminCommandSchema, input);
  switch (command.command) {
    case 'account create': {
      const created = await createAccount(databases.of(command.dev), {
        email: command.email,
        password: command.password,
        organisationName: command.organisation ?? null,
        isDanceAficionado: command.aficionado ?? false,
        canUploadEvents: command.canUpload ?? false,
        location:
          command.latitude !== undefined && command.longitude !== undefined
            ? { latitude: command.latitude, longitude: command.longitude }
            : null,
      });
      return [{ accountId: created.accountId, organisationId: created.organisationId }];
    }
    case 'account admin':
    case 'account aficionado': {
      // The site administrator's flag (who reviews guide applications and reports) and the
      // aficionado's (a local guide), granted or, with --off, taken away.
      const on = !command.off;
      const flags = command.command === 'account admin' ? { siteAdmin: on } : { aficionado: on };
      const account = await setAccountFlags(databases.of(command.dev), command.email, flags);
      if (!account) throw notFound(`No account has the e-mail ${command.email}.`);
      return [account];
    }
    case 'outbox': {
      let query = databases
        .of(command.dev)
        .selectFrom('outbox')
        .select(['to_address', 'subject', 'text_body', 'sent_at'])
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc');
      if (command.to) query = query.where('to_address', '=', command.to.toLowerCase());
      const rows = await query.execute();
      return rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        sentAt: row.sent_at?.toISOString() ?? null,
      }));
    }
    case 'checkout-session create': {
      const db = databases.of(command.dev);
      const account = await db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', command.email.toLowerCase())
        .executeTakeFirst();
      if (!account) throw notFound(`No account has the e-mail ${command.email}.`);
      const sessionId = await createCheckoutSession(
        { db, target: command.dev },
        account.id,
        command.event,
      );
      return [{ sessionId }];
    }
    case 'seed-demo': {
      const lines: unknown[] = [];
      for (const database of ['production', 'development'] as const) {
        lines.push({ database, ...(await seedDemo(databases.of(database))) });
      }
      return lines;
    }
    case 'purge': {
      const lines: unknown[] = [];
      // Forced runs still take the job's lock: one running on another server is not run twice.
      // One database failing neither hides the other's result nor turns into a bare 500: its
      // line says it failed and why (the command then exits 1).
      for (const database of ['production', 'development'] as const) {
        try {
          const report = await runRetentionJob(databases.of(database), database, true);
          lines.push(
            report
              ? { database, ran: true, ...report }
              : { database, skipped: 'running elsewhere' },
          );
        } catch (error) {
          lines.push({ database, ran: false, error: errorText(error) });
        }
      }
      return lines;
    }
    case 'pass-key rotate':
      return [await rotatePassKey(databases.of(command.dev))];
  }
}
