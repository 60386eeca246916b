// Sends e-mail: every message is written to the outbox table, then delivered over SMTP when
// SMTP_URL is set. A delivery failure is recorded, never thrown at the user's request.
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger';
import type { Db } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | null,
    private readonly from: string,
    private readonly log: Pick<Logger, 'error'>,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(db: Db, message: MailMessage): Promise<void> {
    await this.deliver(db, await this.enqueue(db, message), message);
  }

  /** The outbox row for a message, for a caller that writes it with its own statement. */
  outboxRow(message: MailMessage) {
    return {
      id: randomUUID(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      transport: this.transport ? ('smtp' as const) : ('outbox' as const),
      sent_at: this.transport ? null : new Date(),
    };
  }

  /** Writes the message to the outbox; inside a transaction, it commits with the rest. */
  async enqueue(db: Db, message: MailMessage): Promise<string> {
    const row = this.outboxRow(message);
    await db.insertInto('outbox').values(row).execute();
    return row.id;
  }

  /** Sends an enqueued message over SMTP, when configured; failures are recorded. */
  async deliver(db: Db, id: string, message: MailMessage): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', id).execute();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, to: message.to }, 'mail delivery failed');
      await db.updateTable('outbox').set({ error: reason }).where('id', '=', id).execute();
    }
  }

  close(): void {
    this.transport?.close();
  }
}
