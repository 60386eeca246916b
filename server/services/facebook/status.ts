// GET /api/v2/facebook/status (spec §3 Social-page connection status), plus whether this server
// has a Facebook app at all and the connected page's details for the Downloaded Details panel.
import type { FacebookStatus, FacebookUserType } from '../../../src/contract/facebook';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../context';
import { connectionOf, pagesOf } from './connections';

export async function facebookStatus(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
): Promise<FacebookStatus> {
  const row = await connectionOf(db, organisationId);
  const details =
    row?.page_details && typeof row.page_details === 'object'
      ? (row.page_details as Record<string, unknown>)
      : null;
  return {
    configured: ctx.facebook.configured,
    facebookConnected: Boolean(row),
    pageConnected: Boolean(row?.page_id),
    pageId: row?.page_id ?? null,
    pageName: row?.page_name ?? null,
    userName: row?.user_name ?? null,
    noPagesFound: row?.no_pages_found ?? false,
    userType: (row?.user_type as FacebookUserType | null | undefined) ?? null,
    requiresPageSelection: Boolean(
      row && !row.page_id && !row.pages_skipped && !row.no_pages_found,
    ),
    pagesSkipped: row?.pages_skipped ?? false,
    availablePages: row ? pagesOf(row) : [],
    demoMode: row?.demo ?? false,
    pageDetails: details,
    detailsUpdatedAt: row?.details_fetched_at?.toISOString() ?? null,
  };
}
