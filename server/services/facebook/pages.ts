// Page discovery and choice (spec §7 check-pages, select-page; §4 Skip for Now). Choosing a page
// reads its public details and keeps them raw with the connection and in the organisation's
// settings; the answer lists the organisation's events that the page's data will now update.
import {
  pageAddressOf,
  type CheckPagesAnswer,
  type FacebookPageSummary,
  type FacebookUserType,
  type SelectPageAnswer,
} from '../../../src/contract/facebook';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { requireConnection, updateConnection } from './connections';
import { demoPageDetails, demoPagesFor } from './demo';
import { facebookError, noPagesError } from './graph-errors';
import { storePageDetails } from './page-details';
import { eventsToLink } from './linked-events';

async function userTypeWithoutPages(ctx: ServiceContext, token: string): Promise<FacebookUserType> {
  const graph = ctx.facebook.requireGraph();
  // A business profile (the "new Pages experience") is itself a page: it has a category.
  const me = await graph.me(token);
  if (me.category) return 'business_profile';
  const businesses = await graph.businessCount(token);
  return businesses ? 'business_manager' : 'personal_no_pages';
}

export async function checkPages(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
): Promise<CheckPagesAnswer> {
  const row = await requireConnection(db, organisationId);
  let pages: FacebookPageSummary[];
  let userType: FacebookUserType = 'personal_no_pages';
  if (row.demo) pages = demoPagesFor(row.facebook_user_id);
  else {
    try {
      const token = ctx.facebook.userToken(row);
      pages = (await ctx.facebook.requireGraph().pages(token)).map(({ id, name, category }) => ({
        id,
        name,
        category,
      }));
      if (pages.length === 0) userType = await userTypeWithoutPages(ctx, token);
    } catch (error) {
      throw facebookError(error);
    }
  }
  await updateConnection(db, organisationId, {
    available_pages: pages,
    pages_checked: true,
    no_pages_found: pages.length === 0,
    user_type: pages.length === 0 ? userType : null,
  });
  if (pages.length === 0) throw noPagesError(userType);
  return {
    success: true,
    availablePages: pages,
    totalPages: pages.length,
    userType: null,
    apiUsed: row.demo ? 'demo' : 'me/accounts',
    message: `Found ${pages.length} Facebook page${pages.length === 1 ? '' : 's'}.`,
  };
}

export async function selectPage(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  pageId: string,
): Promise<SelectPageAnswer> {
  const row = await requireConnection(db, organisationId);
  let page: FacebookPageSummary | undefined;
  let details: Record<string, unknown>;
  let pageToken: string | null = null;
  if (row.demo) {
    page = demoPagesFor(row.facebook_user_id).find((candidate) => candidate.id === pageId);
    if (!page) throw notFound('That page is not one of your Facebook pages.');
    details = demoPageDetails(page);
  } else {
    try {
      const graph = ctx.facebook.requireGraph();
      const token = ctx.facebook.userToken(row);
      // Read afresh: the page's own token comes with the list and is never kept in it.
      const found = (await graph.pages(token)).find((candidate) => candidate.id === pageId);
      if (!found) throw notFound('That page is not one of your Facebook pages.');
      page = found;
      pageToken = found.accessToken;
      details = await graph.pageDetails(pageId, found.accessToken ?? token);
    } catch (error) {
      throw facebookError(error);
    }
  }
  await storePageDetails(db, organisationId, details, {
    page_id: page.id,
    page_name: page.name,
    page_token: pageToken ? ctx.facebook.vault.seal(pageToken) : null,
    pages_skipped: false,
  });
  const location = pageAddressOf(details);
  return {
    success: true,
    pageId: page.id,
    pageName: page.name,
    location,
    message: `Connected to ${page.name}.`,
    conflicts: await eventsToLink(db, organisationId),
  };
}

/** Skip for Now: authorised, with no page chosen (spec §4). */
export async function skipPageSelection(db: Db, organisationId: string): Promise<void> {
  await requireConnection(db, organisationId);
  await updateConnection(db, organisationId, { pages_skipped: true });
}
