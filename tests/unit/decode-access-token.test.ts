// Reading the access token's payload on the client.
import { describe, expect, it } from 'vitest';
import { decodeAccessToken } from '@/lib/auth/decode-access-token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('decodeAccessToken', () => {
  it('reads accountId, organisationId, email and exp', async () => {
    const payload = {
      accountId: 'a1',
      organisationId: 'o1',
      email: 'zoë@floorcraft.test',
      exp: 1_900_000_000,
    };
    expect(await decodeAccessToken(token(payload))).toEqual(payload);
    expect(
      (await decodeAccessToken(token({ ...payload, organisationId: null })))?.organisationId,
    ).toBeNull();
  });

  it('answers null for anything that is not such a token', async () => {
    expect(await decodeAccessToken('not-a-token')).toBeNull();
    expect(await decodeAccessToken('a.b.c')).toBeNull();
    expect(await decodeAccessToken(token({ accountId: 'a1' }))).toBeNull();
    expect(await decodeAccessToken(token('just a string'))).toBeNull();
    expect(await decodeAccessToken('a.%%%.c')).toBeNull();
    expect(
      await decodeAccessToken(`a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`),
    ).toBeNull();
    expect(await decodeAccessToken(`${token({ accountId: 'a1' })}.extra`)).toBeNull();
  });
});
