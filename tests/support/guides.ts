// Local guides for server tests: an aficionado with a guide profile, dancers with and without a
// confirmed e-mail, a site administrator, and the outbox's mail to an address.
import { expect } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin-commands';
import { callsAs, signedInMember, type Member } from './members';
import type { TestServer } from './test-server';

export const GUIDE_PROFILE = '/api/v2/guide/profile';

/** A signed-in dancer (an account made here has a confirmed e-mail), named or not. */
export const confirmedMember = (server: TestServer, name?: string): Promise<Member> =>
  signedInMember(server, name ? { name } : {});

/** A signed-in account whose e-mail address is not confirmed yet. */
export async function unconfirmedMember(server: TestServer): Promise<Member> {
  const member = await signedInMember(server);
  await server.databases.production
    .updateTable('accounts')
    .set({ email_verified_at: null })
    .where('id', '=', member.accountId)
    .execute();
  return member;
}

/** Grants (or takes away) an account's flag as the CLI does. */
export async function setFlag(
  server: TestServer,
  member: Member,
  flag: 'admin' | 'aficionado',
  off = false,
) {
  await runAdminCommand(server.ctx, server.databases, {
    command: `account ${flag}`,
    email: member.email,
    off,
  });
}

export async function guideWith(server: TestServer, profile: Record<string, unknown> = {}) {
  const member = await confirmedMember(server, 'Grace Guide');
  await setFlag(server, member, 'aficionado');
  const saved = await callsAs(server, member).put(GUIDE_PROFILE, {
    name: 'Grace Guide',
    city: 'Sydney',
    danceStyles: ['bachata', 'salsa'],
    languages: ['English', 'Spanish'],
    askMeAbout: 'Where the Friday socials are',
    bio: 'Dancing in Sydney since 2015.',
    ...profile,
  });
  expect(saved.status).toBe(200);
  return { member, slug: saved.body.data.slug as string, id: saved.body.data.id as string };
}

export async function mailsTo(server: TestServer, address: string) {
  return server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('created_at')
    .execute();
}
