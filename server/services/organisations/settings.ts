// An organisation and its settings (spec §7 Organisation and settings): the ticketing defaults
// (the built-in ones until the organisation saves its own), the organisation information, and
// applying a system template. Callers pass the organisation the signed-in member belongs to.
import {
  type BrandingImage,
  organisationInfoSchema,
  ticketingDefaultsSchema,
  type Organisation,
  type OrganisationInfo,
  type OrganisationSettings,
  type TicketingDefaults,
} from '../../../src/contract/organisations';
import { BUILT_IN_TICKETING_DEFAULTS } from '../../../src/contract/ticketing-defaults';
import type { AccessClaims } from '../accounts/access-tokens';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { deleteImageIfUnused } from '../image-uses';
import { decodeBase64Image, IMAGE_BASE64_FIELD, storeImage } from '../images';
import { templateById } from '../ticketing/templates';

/** The organisation a member may act on; any other organisation is simply not found. */
export function ownOrganisation(account: AccessClaims, organisationId: string): string {
  if (account.organisationId !== organisationId) throw notFound('Organisation not found.');
  return organisationId;
}

function settingsOf(row: {
  name: string;
  ticketing_defaults: unknown;
  organisation_info: unknown;
  time_zone: string;
}) {
  const defaults = ticketingDefaultsSchema.safeParse(row.ticketing_defaults);
  const parsed = organisationInfoSchema.safeParse(row.organisation_info ?? {});
  const info = parsed.success ? parsed.data : organisationInfoSchema.parse({});
  return {
    ticketingDefaults: defaults.success ? defaults.data : BUILT_IN_TICKETING_DEFAULTS,
    // The business is the school until it names itself otherwise: its name is the first guess.
    organisationInfo: { ...info, businessName: info.businessName.trim() || row.name },
    timeZone: row.time_zone,
  } satisfies OrganisationSettings;
}

async function organisationRow(db: Db, organisationId: string) {
  const row = await db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw notFound('Organisation not found.');
  return row;
}

export async function readOrganisation(db: Db, organisationId: string): Promise<Organisation> {
  const row = await organisationRow(db, organisationId);
  return {
    id: row.id,
    name: row.name,
    orgLocation: { description: row.location_description },
    geocodedLocation:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    settings: settingsOf(row),
  };
}

export async function readSettings(db: Db, organisationId: string): Promise<OrganisationSettings> {
  return settingsOf(await organisationRow(db, organisationId));
}

export async function saveSettings(
  db: Db,
  organisationId: string,
  update: {
    ticketingDefaults?: TicketingDefaults;
    organisationInfo?: OrganisationInfo;
    timeZone?: string;
  },
): Promise<OrganisationSettings> {
  const stored = settingsOf(await organisationRow(db, organisationId));
  if (update.organisationInfo) {
    // The Facebook part is the server's to write (services/facebook), whatever a form sends.
    const { facebookIntegration } = stored.organisationInfo;
    update = {
      ...update,
      organisationInfo: { ...update.organisationInfo, facebookIntegration },
    };
  }
  if (update.ticketingDefaults || update.organisationInfo || update.timeZone) {
    await db
      .updateTable('organisations')
      .set({
        ...(update.ticketingDefaults
          ? { ticketing_defaults: JSON.stringify(update.ticketingDefaults) }
          : {}),
        ...(update.organisationInfo
          ? { organisation_info: JSON.stringify(update.organisationInfo) }
          : {}),
        // Events already made keep their own zone; drafts without one follow the school's.
        ...(update.timeZone ? { time_zone: update.timeZone } : {}),
      })
      .where('id', '=', organisationId)
      .execute();
  }
  return readSettings(db, organisationId);
}

/** Stores (or, with null, removes) a branding image and names it in the organisation's info. */
export async function saveBrandingImage(
  db: Db,
  organisationId: string,
  image: BrandingImage,
  imageBase64: string | null,
  accountId: string,
): Promise<OrganisationSettings> {
  const settings = await readSettings(db, organisationId);
  const key = imageBase64
    ? await storeImage(db, decodeBase64Image(imageBase64, IMAGE_BASE64_FIELD), accountId)
    : null;
  const field = image === 'main' ? 'imageKey' : 'profileImageKey';
  const saved = await saveSettings(db, organisationId, {
    organisationInfo: { ...settings.organisationInfo, [field]: key },
  });
  // The image replaced is not served on once nothing else shows it.
  const replaced = settings.organisationInfo[field];
  if (typeof replaced === 'string' && replaced !== key) await deleteImageIfUnused(db, replaced);
  return saved;
}

export async function applyTemplate(db: Db, organisationId: string, templateId: string) {
  const template = templateById(templateId);
  if (!template) throw notFound(`Template "${templateId}" was not found.`);
  const settings = await saveSettings(db, organisationId, {
    ticketingDefaults: {
      defaultTicketTypes: template.ticketTypes.map((type) => ({ ...type, id: null })),
      primaryDefaultIndex: 0,
      defaultRefundPolicy: template.refundPolicy,
      defaultTermsAndConditions: template.termsAndConditions,
    },
  });
  return { settings, templateName: template.name };
}
