// Demo data for trying Floorcraft: a Sydney dance school, a dancer and an aficionado (a local
// guide with a public profile), all with password "dancedemo", and upcoming events. Idempotent: what exists is left as it is.
import type { Db } from '../db/database';
import { createAccount, type NewAccount } from './accounts/accounts';
import { seedDemoEvents } from './events/demo-events';
import { seedDemoGuide } from './guides/demo-guide';
import { seedDemoTickets } from './ticketing/demo-tickets';

export const DEMO_PASSWORD = 'dancedemo';
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

export const demoAccounts: NewAccount[] = [
  {
    email: 'organiser@floorcraft.test',
    password: DEMO_PASSWORD,
    name: 'Demo Organiser',
    organisationName: 'Harbour City Dance School',
    canUploadEvents: true,
    location: SYDNEY,
  },
  {
    email: 'dancer@floorcraft.test',
    password: DEMO_PASSWORD,
    name: 'Demo Dancer',
    location: SYDNEY,
  },
  {
    email: 'aficionado@floorcraft.test',
    password: DEMO_PASSWORD,
    name: 'Demo Aficionado',
    isDanceAficionado: true,
    canUploadEvents: true,
    location: { latitude: -33.8915, longitude: 151.2767 },
  },
];

export interface SeedReport {
  created: string[];
  existing: string[];
  eventsCreated: number;
  ticketConfigurationsCreated: number;
  guideCreated: boolean;
}

export async function seedDemo(db: Db): Promise<SeedReport> {
  const report: SeedReport = {
    created: [],
    existing: [],
    eventsCreated: 0,
    ticketConfigurationsCreated: 0,
    guideCreated: false,
  };
  for (const account of demoAccounts) {
    const found = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (found) {
      report.existing.push(account.email);
      continue;
    }
    await createAccount(db, account);
    report.created.push(account.email);
  }
  const school = await db
    .selectFrom('accounts')
    .select(['id', 'organisation_id'])
    .where('email', '=', 'organiser@floorcraft.test')
    .executeTakeFirst();
  const organisationId = school?.organisation_id ?? null;
  report.eventsCreated = await seedDemoEvents(db, organisationId);
  if (school && organisationId) {
    await db
      .updateTable('organisations')
      .set({ location_description: 'Surry Hills, Sydney NSW', ...SYDNEY })
      .where('id', '=', organisationId)
      .where('location_description', '=', '')
      .execute();
    report.ticketConfigurationsCreated = await seedDemoTickets(db, {
      accountId: school.id,
      organisationId,
    });
  }
  const aficionado = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', 'aficionado@floorcraft.test')
    .executeTakeFirst();
  if (aficionado) report.guideCreated = await seedDemoGuide(db, aficionado.id);
  return report;
}

/** True when the database has no accounts at all: the first start of a new installation. */
export async function isEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return !any;
}
