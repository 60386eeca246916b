// The connected page's public details: kept raw (with the connection and in the organisation's
// settings), shown as the spec's organisation details, refreshed from Facebook on request, and
// copied into the organisation information only when the organiser confirms (spec §4).
import { sql } from 'kysely';
import {
  pageAddressOf,
  type FacebookOrganisationDetails,
  type OrganisationDetailsAnswer,
} from '../../../src/contract/facebook';
import type { OrganisationSettings } from '../../../src/contract/organisations';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { readSettings, saveSettings } from '../organisations/settings';
import { requireConnection, updateConnection } from './connections';
import { demoPageDetails, demoPagesFor } from './demo';
import { facebookError } from './graph-errors';

type Raw = Record<string, unknown>;

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';
const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;

export function organisationDetailsOf(raw: Raw): FacebookOrganisationDetails {
  const emails = Array.isArray(raw.emails) ? raw.emails.filter((e) => typeof e === 'string') : [];
  const email = emails.find((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)) ?? '';
  const website = text(raw.website, 500);
  const hours = record(raw.hours);
  return {
    businessName: text(raw.name, 200),
    category: text(raw.category, 200),
    email,
    phone: text(raw.phone, 50),
    website: /^https?:\/\/\S+$/i.test(website) ? website : website ? `https://${website}` : '',
    address: { fullAddress: (pageAddressOf(raw) ?? '').slice(0, 500) },
    picture: text(record(record(raw.picture)?.data)?.url ?? record(raw.picture)?.url, 2000) || null,
    cover: text(record(raw.cover)?.source, 2000) || null,
    about: text(raw.about, 5000),
    description: text(raw.description, 5000),
    emails: emails.slice(0, 10),
    hours: hours ? Object.fromEntries(Object.entries(hours).map(([k, v]) => [k, String(v)])) : null,
    mission: text(raw.mission, 5000),
    generalInfo: text(raw.general_info, 5000),
    priceRange: text(raw.price_range, 50),
    parking: record(raw.parking),
    paymentOptions: record(raw.payment_options),
    publicTransit: text(raw.public_transit, 2000),
  };
}

/**
 * Keeps a page's details as Facebook gave them, with the connection and in the organisation's
 * settings (beside what the organiser typed), in one transaction.
 */
export async function storePageDetails(
  db: Db,
  organisationId: string,
  raw: Raw,
  connection: Parameters<typeof updateConnection>[2] = {},
) {
  const fetchedAt = new Date();
  const integration = {
    detailsConfirmed: false,
    lastDetailsUpdate: fetchedAt.toISOString(),
    pageId: typeof raw.id === 'string' ? raw.id : null,
    pageName: typeof raw.name === 'string' ? raw.name : null,
    rawDetails: raw,
  };
  await db.transaction().execute(async (trx) => {
    await updateConnection(trx, organisationId, {
      ...connection,
      page_details: raw,
      details_fetched_at: fetchedAt,
    });
    await sql`UPDATE organisations SET organisation_info = jsonb_set(
        COALESCE(organisation_info, '{}'::jsonb), '{facebookIntegration}', ${JSON.stringify(integration)}::jsonb)
      WHERE id = ${organisationId}`.execute(trx);
  });
}

const noPage = () =>
  new AppError(409, 'CONFLICT', 'No Facebook page is connected. Choose a page first.');

export async function organisationDetails(
  db: Db,
  organisationId: string,
): Promise<OrganisationDetailsAnswer> {
  const row = await requireConnection(db, organisationId);
  const raw = record(row.page_details);
  if (!row.page_id || !raw) throw noPage();
  return {
    details: organisationDetailsOf(raw),
    pageId: row.page_id,
    pageName: row.page_name ?? '',
    fetchedAt: row.details_fetched_at?.toISOString() ?? null,
  };
}

/** Refresh Details: reads the page again from Facebook. */
export async function refreshDetails(ctx: ServiceContext, db: Db, organisationId: string) {
  const row = await requireConnection(db, organisationId);
  if (!row.page_id) throw noPage();
  let raw: Raw;
  if (row.demo) {
    const page = demoPagesFor(row.facebook_user_id).find(
      (candidate) => candidate.id === row.page_id,
    );
    if (!page) throw noPage();
    raw = demoPageDetails(page);
  } else {
    try {
      const pageToken = row.page_token ? ctx.facebook.vault.open(row.page_token) : null;
      raw = await ctx.facebook
        .requireGraph()
        .pageDetails(row.page_id, pageToken ?? ctx.facebook.userToken(row));
    } catch (error) {
      throw facebookError(error);
    }
  }
  await storePageDetails(db, organisationId, raw);
  return organisationDetails(db, organisationId);
}

/** The organiser said yes: the page's details replace the organisation information's. */
export async function confirmDetails(
  db: Db,
  organisationId: string,
): Promise<OrganisationSettings> {
  const { details } = await organisationDetails(db, organisationId);
  // The details and "confirmed" land together, or not at all.
  return db.transaction().execute(async (trx) => {
    const { organisationInfo } = await readSettings(trx, organisationId);
    await saveSettings(trx, organisationId, {
      organisationInfo: {
        ...organisationInfo,
        businessName: details.businessName,
        category: details.category,
        description: details.description || details.about,
        contactEmail: details.email,
        contactPhone: details.phone,
        website: details.website,
        address: details.address,
        about: details.about,
        emails: details.emails,
        hours: details.hours ?? undefined,
        mission: details.mission,
        generalInfo: details.generalInfo,
        priceRange: details.priceRange,
        parking: details.parking ?? undefined,
        paymentOptions: details.paymentOptions ?? undefined,
        publicTransit: details.publicTransit,
      },
    });
    await sql`UPDATE organisations SET organisation_info = jsonb_set(organisation_info,
        '{facebookIntegration,detailsConfirmed}', 'true'::jsonb)
      WHERE id = ${organisationId} AND organisation_info ? 'facebookIntegration'`.execute(trx);
    return readSettings(trx, organisationId);
  });
}
