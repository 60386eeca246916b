// Demo tickets for the demo school (spec §2 dashboard should look alive): published tickets for
// two of its upcoming demo events and a draft for a third, made through the real save and publish.
// Their terms and their buyers' rules say the same thing: tickets may be passed on until the event
// starts, and a cancellation is refunded in full until 24 hours before it (the refund policy's
// words) — the built-in terms' "non-transferable" would contradict what the order page offers.
import {
  DEFAULT_TERMS_AND_CONDITIONS,
  DEFAULT_TRANSFER_TERM,
} from '../../../src/contract/ticketing-defaults';
import type { BuyerChangeSettings } from '../../../src/contract/ticket-changes';
import type { Db } from '../../db/database';
import { saveBuyerChangeSettings } from '../ticket-changes/buyer-change-settings';
import { listDrafts, listPublished } from './configurations';
import { publishConfiguration } from './publish';
import { saveConfiguration, type Member } from './save-configuration';
import { SYSTEM_TEMPLATES } from './templates';

/** What the demo's buyers may do after the sale, as its terms and refund policy say. */
export const DEMO_BUYER_RULES: BuyerChangeSettings = {
  transfersAllowed: true,
  transferCutoffHours: 0,
  refundRules: [{ hoursBefore: 24, percent: 100 }],
};

/** The built-in terms with the pass-on line the demo's rules allow. */
export const DEMO_TERMS_AND_CONDITIONS = DEFAULT_TERMS_AND_CONDITIONS.replace(
  DEFAULT_TRANSFER_TERM,
  'Tickets can be passed on to someone else from your order page until the event starts.',
);

export async function seedDemoTickets(db: Db, member: Member): Promise<number> {
  const [published, drafts] = await Promise.all([
    listPublished(db, member.organisationId),
    listDrafts(db, member.organisationId),
  ]);
  if (published.length + drafts.length > 0) return 0;
  const events = await db
    .selectFrom('events')
    .selectAll()
    .where('organisation_id', '=', member.organisationId)
    .where('is_demo_data', '=', true)
    .where('starts_at', '>', new Date())
    .orderBy('starts_at')
    .limit(3)
    .execute();
  const template = SYSTEM_TEMPLATES[1]!;
  for (const [index, event] of events.entries()) {
    const answer = await saveConfiguration(db, member, {
      eventId: event.id,
      currentStep: index === 2 ? 2 : 3,
      eventDetails: {
        title: event.title,
        description: event.description,
        startDateTime: event.starts_at.toISOString(),
        endDateTime: event.ends_at.toISOString(),
        location: {
          description: event.location_description,
          latitude: event.latitude,
          longitude: event.longitude,
        },
        importSource: 'manual',
        eventImageKey: event.image_key,
        checkInOpensMinutesBefore: event.check_in_opens_minutes,
      },
      ticketSetup: {
        ticketTypes: template.ticketTypes.map((type) => ({ ...type, id: null })),
        sessions: [],
        refundPolicy: '',
      },
      checkout: {
        paymentMethods: ['stripe', 'paypal'],
        termsAndConditions: DEMO_TERMS_AND_CONDITIONS,
      },
    });
    if (answer.requiresOwnershipAck) continue;
    await saveBuyerChangeSettings(
      db,
      member.organisationId,
      answer.configuration.id,
      DEMO_BUYER_RULES,
    );
    if (index < 2) await publishConfiguration(db, member.organisationId, answer.configuration.id);
  }
  return events.length;
}
