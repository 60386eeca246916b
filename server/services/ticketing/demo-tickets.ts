// Demo tickets for the demo school (spec §2 dashboard should look alive): published tickets for
// two of its upcoming demo events and a draft for a third, made through the real save and publish.
import type { Db } from '../../db/database';
import { listDrafts, listPublished } from './configurations';
import { publishConfiguration } from './publish';
import { saveConfiguration, type Member } from './save-configuration';
import { SYSTEM_TEMPLATES } from './templates';

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
        termsAndConditions: template.termsAndConditions,
      },
    });
    if (index < 2 && !answer.requiresOwnershipAck)
      await publishConfiguration(db, member.organisationId, answer.configuration.id);
  }
  return events.length;
}
