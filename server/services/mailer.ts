// Sends e-mail: every message is written to the outbox table; with SMTP_URL set, a durable job
// ('mail:<outbox id>', written with it) delivers it — at once after the write, in the process that
// wrote it, and again with growing delays while the SMTP server refuses it. A delivery failure is
// recorded on the message, never thrown at the user's request.
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger';
import type { Db } from '../db/database';
import type { JobDefinition, JobRunner } from './jobs/job-runner';
import type { NewJob } from './jobs/job-store';
import { mailAttachment } from './tax/mail-attachments';

export const MAIL_JOB = 'mail';
/** With the runner's doubling delays from 10 s, the last try is about 20 minutes after the first. */
export const MAIL_MAX_ATTEMPTS = 8;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A document made when the message is delivered (tax/mail-attachments.ts). */
  attachment?: string;
}

export type OutboxRow = ReturnType<Mailer['outboxRow']>;

/** The delivery job of an outbox message sent over SMTP. */
export function mailJobOf(outboxId: string): NewJob & { key: string } {
  return {
    name: MAIL_JOB,
    key: `mail:${outboxId}`,
    payload: { outboxId },
    maxAttempts: MAIL_MAX_ATTEMPTS,
  };
}

const outboxIdOf = (payload: unknown) => String((payload as { outboxId?: unknown }).outboxId);

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | null,
    private readonly from: string,
    private readonly log: Pick<Logger, 'error'>,
    private readonly jobs: Pick<JobRunner, 'enqueue' | 'runNow'>,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(db: Db, message: MailMessage): Promise<void> {
    await this.deliver(db, await this.enqueue(db, message));
  }

  /** The outbox row for a message, for a caller that writes it with its own statement. */
  outboxRow(message: MailMessage) {
    return {
      id: randomUUID(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      attachment: message.attachment ?? null,
      transport: this.transport ? ('smtp' as const) : ('outbox' as const),
      sent_at: this.transport ? null : new Date(),
    };
  }

  /** Writes an outbox row and, when it goes over SMTP, its delivery job (in the caller's transaction). */
  async write(db: Db, row: OutboxRow): Promise<string> {
    await db.insertInto('outbox').values(row).execute();
    if (row.transport === 'smtp') await this.jobs.enqueue(db, mailJobOf(row.id));
    return row.id;
  }

  /** Writes many outbox rows in one statement, each with its delivery job over SMTP. */
  async writeMany(db: Db, rows: Array<OutboxRow | (Omit<OutboxRow, 'id'> & { id: string })>) {
    if (rows.length === 0) return;
    await db.insertInto('outbox').values(rows).execute();
    for (const row of rows)
      if (row.transport === 'smtp') await this.jobs.enqueue(db, mailJobOf(row.id));
  }

  /** Writes the message to the outbox; inside a transaction, it commits with the rest. */
  async enqueue(db: Db, message: MailMessage): Promise<string> {
    return this.write(db, this.outboxRow(message));
  }

  /** Delivers an enqueued message now, when SMTP is configured; a failure is retried later. */
  async deliver(db: Db, id: string): Promise<void> {
    if (!this.transport) return;
    await this.jobs.runNow(db, mailJobOf(id).key);
  }

  /** The delivery job: sends the message unless it was sent already; a refusal is recorded and retried. */
  get job(): JobDefinition {
    return {
      maxAttempts: MAIL_MAX_ATTEMPTS,
      run: (payload, { db }) => this.deliverOutbox(db, outboxIdOf(payload)),
    };
  }

  private async deliverOutbox(db: Db, id: string): Promise<void> {
    const row = await db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'sent_at', 'attachment'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.sent_at || !this.transport) return;
    try {
      const file = row.attachment ? await mailAttachment(db, row.attachment) : null;
      await this.transport.sendMail({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(file
          ? {
              attachments: [
                {
                  filename: file.fileName,
                  content: Buffer.from(file.bytes),
                  contentType: file.contentType,
                },
              ],
            }
          : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, to: row.to_address }, 'mail delivery failed');
      await db.updateTable('outbox').set({ error: reason }).where('id', '=', id).execute();
      throw error;
    }
    await db
      .updateTable('outbox')
      .set({ sent_at: new Date(), error: null })
      .where('id', '=', id)
      .execute();
  }

  close(): void {
    this.transport?.close();
  }
}
