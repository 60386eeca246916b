// Random opaque tokens for links and refresh tokens; only their hashes are stored.
import { createHash, randomBytes } from 'node:crypto';

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
