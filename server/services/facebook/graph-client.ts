// A small client of Facebook Login and the Graph API (FACEBOOK_GRAPH_URL, FACEBOOK_DIALOG_URL):
// the dialog address, code and long-lived token exchanges, and the few reads we need. Every call
// with a user's or page's token carries appsecret_proof; failures become GraphError.
import { createHmac } from 'node:crypto';
import { FACEBOOK_SCOPES } from '../../../src/contract/facebook';
import type { FacebookConfig } from '../../config';
import { GraphError } from './graph-errors';

const TIMEOUT_MS = 10_000;
const MAX_PAGE_LISTS = 5;

export interface GraphToken {
  accessToken: string;
  expiresIn: number | null;
}

export interface GraphPage {
  id: string;
  name: string;
  category: string | null;
  accessToken: string | null;
  tasks: string[];
}

/** The public details Floorcraft reads from a page (spec §2 Downloaded Details). */
export const PAGE_DETAIL_FIELDS = [
  'id',
  'name',
  'about',
  'category',
  'description',
  'emails',
  'phone',
  'website',
  'location',
  'single_line_address',
  'hours',
  'mission',
  'general_info',
  'price_range',
  'parking',
  'payment_options',
  'public_transit',
  'picture{url}',
  'cover{source}',
].join(',');

type Json = Record<string, unknown>;

export class GraphClient {
  constructor(private readonly config: FacebookConfig) {}

  dialogUrl(state: string, redirectUri: string): string {
    const url = new URL(this.config.dialogUrl);
    url.searchParams.set('client_id', this.config.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
    return url.toString();
  }

  private proof(token: string) {
    return createHmac('sha256', this.config.appSecret).update(token).digest('hex');
  }

  private async call(method: 'GET' | 'DELETE', path: string, query: Record<string, string>) {
    const url = new URL(`${this.config.graphUrl}/${path.replace(/^\//, '')}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    if (query.access_token) url.searchParams.set('appsecret_proof', this.proof(query.access_token));
    let response: Response;
    try {
      response = await fetch(url, { method, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GraphError(`Facebook could not be reached: ${(error as Error).message}`, -1);
    }
    const body = (await response.json().catch(() => null)) as Json | null;
    const failure = body?.error as Json | undefined;
    if (!response.ok || failure) {
      throw new GraphError(
        typeof failure?.message === 'string'
          ? failure.message
          : `Facebook answered ${response.status}`,
        typeof failure?.code === 'number' ? failure.code : response.status >= 500 ? 2 : 0,
        typeof failure?.error_subcode === 'number' ? failure.error_subcode : null,
        response.status,
        failure?.is_transient === true,
      );
    }
    return body ?? {};
  }

  private static token(body: Json): GraphToken {
    if (typeof body.access_token !== 'string') throw new GraphError('No access token in answer', 0);
    return {
      accessToken: body.access_token,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : null,
    };
  }

  async exchangeCode(code: string, redirectUri: string): Promise<GraphToken> {
    const body = await this.call('GET', 'oauth/access_token', {
      client_id: this.config.appId,
      client_secret: this.config.appSecret,
      redirect_uri: redirectUri,
      code,
    });
    return GraphClient.token(body);
  }

  /** Trades a short-lived user token for a long-lived one (about 60 days). */
  async longLived(token: string): Promise<GraphToken> {
    const body = await this.call('GET', 'oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: this.config.appId,
      client_secret: this.config.appSecret,
      fb_exchange_token: token,
    });
    return GraphClient.token(body);
  }

  async me(token: string): Promise<{ id: string; name: string; category: string | null }> {
    const body = await this.call('GET', 'me', { fields: 'id,name,category', access_token: token });
    return {
      id: String(body.id),
      name: typeof body.name === 'string' ? body.name : 'Facebook user',
      category: typeof body.category === 'string' ? body.category : null,
    };
  }

  /** The pages the user manages (following Facebook's paging a few times at most). */
  async pages(token: string): Promise<GraphPage[]> {
    const pages: GraphPage[] = [];
    let after: string | null = null;
    for (let list = 0; list < MAX_PAGE_LISTS; list++) {
      const body = await this.call('GET', 'me/accounts', {
        fields: 'id,name,category,access_token,tasks',
        limit: '100',
        access_token: token,
        ...(after ? { after } : {}),
      });
      for (const page of Array.isArray(body.data) ? (body.data as Json[]) : [])
        pages.push({
          id: String(page.id),
          name: typeof page.name === 'string' ? page.name : 'Facebook Page',
          category: typeof page.category === 'string' ? page.category : null,
          accessToken: typeof page.access_token === 'string' ? page.access_token : null,
          tasks: Array.isArray(page.tasks) ? page.tasks.map(String) : [],
        });
      const paging = body.paging as { next?: string; cursors?: { after?: string } } | undefined;
      after = paging?.next ? (paging.cursors?.after ?? null) : null;
      if (!after) break;
    }
    return pages;
  }

  /** How many businesses (Business Manager) the user belongs to; null when we may not ask. */
  async businessCount(token: string): Promise<number | null> {
    try {
      const body = await this.call('GET', 'me/businesses', { fields: 'id', access_token: token });
      return Array.isArray(body.data) ? body.data.length : 0;
    } catch (error) {
      if (
        error instanceof GraphError &&
        (error.code === 10 || (error.code >= 200 && error.code <= 299))
      )
        return null;
      throw error;
    }
  }

  pageDetails(pageId: string, pageToken: string): Promise<Json> {
    return this.call('GET', encodeURIComponent(pageId), {
      fields: PAGE_DETAIL_FIELDS,
      access_token: pageToken,
    });
  }

  /** Withdraws every permission the user gave the app (they log in again to reconnect). */
  async revoke(token: string): Promise<void> {
    await this.call('DELETE', 'me/permissions', { access_token: token });
  }
}
