// Sends Stripe events to the webhook endpoint over HTTP, signed the way Stripe signs them (the
// SDK's own test-header helper), and keeps each one so tests can deliver it again.
import Stripe from 'stripe';

export const FAKE_WEBHOOK_SECRET = 'whsec_fakestripetestsecret';

export interface SentEvent {
  id: string;
  payload: string;
}

export class WebhookSender {
  url: string | null = null;
  readonly sent: SentEvent[] = [];
  /** Holds events back instead of sending them, for out-of-order tests. */
  paused = false;
  readonly held: SentEvent[] = [];
  private readonly signer = new Stripe('sk_test_signer').webhooks;
  private counter = 0;

  event(type: string, object: unknown, account?: string): SentEvent {
    const id = `evt_fake_${Date.now().toString(36)}_${++this.counter}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      ...(account ? { account } : {}),
      data: { object },
    });
    return { id, payload };
  }

  async send(type: string, object: unknown, account?: string): Promise<number | null> {
    const event = this.event(type, object, account);
    if (this.paused) {
      this.held.push(event);
      return null;
    }
    return this.deliver(event);
  }

  /** Delivers an event (again); answers the endpoint's status. */
  async deliver(
    event: SentEvent,
    options: { secret?: string; timestamp?: number } = {},
  ): Promise<number> {
    this.sent.push(event);
    if (!this.url) return 0;
    const header = this.signer.generateTestHeaderString({
      payload: event.payload,
      secret: options.secret ?? FAKE_WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: event.payload,
    });
    return response.status;
  }
}
