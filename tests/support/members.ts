// Signed-in accounts for server tests, with a small client that sends their bearer token.
import { createAccount } from '../../server/services/accounts/accounts';
import { jsonOf, uniqueEmail, type TestServer } from './test-server';

export interface Member {
  accountId: string;
  email: string;
  organisationId: string | null;
  headers: Record<string, string>;
}

export async function signedInMember(
  server: TestServer,
  options: { organisation?: string | null; canUpload?: boolean; name?: string } = {},
): Promise<Member> {
  const email = uniqueEmail();
  const created = await createAccount(server.databases.production, {
    email,
    password: 'dancedemo',
    organisationName: options.organisation ?? null,
    canUploadEvents: options.canUpload ?? false,
    ...(options.name ? { name: options.name } : {}),
  });
  const token = server.ctx.accessTokens.sign({
    accountId: created.accountId,
    organisationId: created.organisationId,
    email,
    database: 'production',
  });
  return { ...created, email, headers: { authorization: `Bearer ${token}` } };
}

/** An answer as tests read it: loosely, since each assertion states the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/** Calls as a member (or anonymously without one): status and parsed body. */
export function callsAs(server: TestServer, member: Member | null) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await server.app.inject({
      method,
      url,
      headers: member?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: jsonOf<Answer>(response) };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
  };
}
