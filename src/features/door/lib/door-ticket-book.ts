// The door's tickets in memory, by id and by code, with the verifier of the event's passes: what
// the engine judges a scan against. Every ticket it takes is also kept on the device.
import type { StoredDoorEvent, StoredDoorTicket } from '@/lib/offline/offline-db';
import { saveTicket } from './door-store';
import { PassVerifier } from './verify-pass';

export class DoorTicketBook {
  private byId = new Map<string, StoredDoorTicket>();
  private byCode = new Map<string, StoredDoorTicket>();
  private keyCount = -1;
  verifier: PassVerifier | null = null;

  constructor(private readonly eventId: string) {}

  /** A copy of the door data: its tickets, and the event's pass keys when they changed. */
  async use(event: StoredDoorEvent, tickets: StoredDoorTicket[]): Promise<void> {
    this.byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    this.byCode = new Map(tickets.map((ticket) => [ticket.code, ticket]));
    if (!this.verifier || event.keys.length !== this.keyCount)
      this.verifier = await PassVerifier.create(this.eventId, event.keys);
    this.keyCount = event.keys.length;
  }

  /** A ticket as it now stands (the server told, or this door let its holder in). */
  async keep(ticket: StoredDoorTicket): Promise<void> {
    const old = this.byId.get(ticket.id);
    if (old) this.byCode.delete(old.code);
    this.byId.set(ticket.id, ticket);
    this.byCode.set(ticket.code, ticket);
    await saveTicket(ticket);
  }

  get = (id: string) => this.byId.get(id);

  /** A code as a person types it: spaces around it and lower case do not matter. */
  withCode = (code: string) => this.byCode.get(code.trim().toUpperCase());

  list = () => [...this.byId.values()];
}
