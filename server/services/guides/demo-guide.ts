// The demo aficionado's public guide profile, so a new installation's /guides shows a real guide:
// Sydney, styles, languages, "ask me about", and two picks from the demo calendar. Made once: a
// profile the account already has (the demo's or the guide's own edits) is left as it is.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { GUIDE_PICK_DAYS } from '../../../src/contract/guides';
import type { Db } from '../../db/database';

export const DEMO_GUIDE = {
  slug: 'sydney-dance-guide',
  name: 'Demo Aficionado',
  city: 'Sydney',
  danceStyles: ['salsa', 'bachata', 'zouk', 'kizomba'],
  languages: ['English', 'Español', 'Português'],
  askMeAbout:
    'Which Sydney socials suit your level, where to dance on a weeknight, and the beach zouk.',
  bio: 'Dancing salsa and bachata around Sydney for ten years. Visiting? Write and I will tell you where the floor is good this week.',
};
const DEMO_PICKS = 2;

/** Gives the demo aficionado a guide profile and picks when they have none; true when made. */
export async function seedDemoGuide(db: Db, accountId: string): Promise<boolean> {
  const made = await db
    .insertInto('guides')
    .values({
      id: randomUUID(),
      account_id: accountId,
      slug: DEMO_GUIDE.slug,
      name: DEMO_GUIDE.name,
      city: DEMO_GUIDE.city,
      dance_styles: DEMO_GUIDE.danceStyles,
      languages: DEMO_GUIDE.languages,
      ask_me_about: DEMO_GUIDE.askMeAbout,
      bio: DEMO_GUIDE.bio,
    })
    // A profile of the account's own, or a guide who took the slug first: nothing to make.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) return false;
  // The soonest demo events of the guide's week in Sydney (the demo venues are Sydney's suburbs).
  const events = await db
    .selectFrom('events')
    .select('id')
    .where('is_demo_data', '=', true)
    .where('time_zone', '=', 'Australia/Sydney')
    .where('ends_at', '>', sql<Date>`now()`)
    .where('starts_at', '<', sql<Date>`now() + make_interval(days => ${GUIDE_PICK_DAYS})`)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(DEMO_PICKS)
    .execute();
  if (events.length > 0)
    await db
      .insertInto('guide_picks')
      .values(events.map((event) => ({ guide_id: made.id, event_id: event.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  return true;
}
