// Who may open which route (spec §6 route guard) and where a user goes after signing in (§4).
import type { Profile } from '@/contract/account';

export interface User {
  accountId: string;
  email: string;
  organisationId: string | null;
  permissions: { canUploadEvents: boolean };
  accountDetails: Profile | null;
}

export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'role'; role: 'danceSchool' | 'danceAficionado' }
  | { kind: 'permission'; permission: 'canUploadEvents' };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const DANCE_SCHOOL: Access = { kind: 'role', role: 'danceSchool' };
export const DANCE_AFICIONADO: Access = { kind: 'role', role: 'danceAficionado' };
export const CAN_UPLOAD_EVENTS: Access = { kind: 'permission', permission: 'canUploadEvents' };

/** Where a signed-in user whom a guard refuses is sent, instead of looping back to /login. */
export const REFUSED_USER_PATH = '/tickets';

export function canAccess(user: User | null, access: Access): boolean {
  if (access.kind === 'public') return true;
  if (!user) return false;
  if (access.kind === 'signed-in') return true;
  if (access.kind === 'permission') return user.permissions.canUploadEvents;
  if (access.role === 'danceSchool') return Boolean(user.organisationId);
  return Boolean(user.accountDetails?.isDanceAficionado);
}

/** Null when the user may stay; otherwise where to send them. */
export function guardRedirect(
  user: User | null,
  access: Access,
  currentPath: string,
): string | null {
  if (canAccess(user, access)) return null;
  if (!user) return `/login?return=${encodeURIComponent(currentPath)}`;
  return REFUSED_USER_PATH;
}

/** A return parameter is honoured only as a path on this site ("/x", never "//host"). */
export function safeReturnPath(returnParam: string | null): string | null {
  if (!returnParam) return null;
  let decoded = returnParam;
  try {
    decoded = decodeURIComponent(returnParam);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\'))
    return null;
  return decoded;
}

export interface PostLoginTarget {
  path: string;
  state?: { connectFacebook: true; organisationId: string };
}

/** Spec §4's order, with every destination checked against the guards. */
export function postLoginTarget(
  user: User,
  options: {
    returnParam: string | null;
    accessOf: (path: string) => Access;
    socialConnect: boolean;
  },
): PostLoginTarget {
  const returnPath = safeReturnPath(options.returnParam);
  if (returnPath) {
    const pathname = returnPath.split(/[?#]/)[0] ?? returnPath;
    return { path: canAccess(user, options.accessOf(pathname)) ? returnPath : REFUSED_USER_PATH };
  }
  if (user.organisationId && user.accountDetails?.isReviewAccount)
    return { path: '/test-dashboard' };
  if (user.organisationId) {
    return options.socialConnect
      ? {
          path: '/dashboard',
          state: { connectFacebook: true, organisationId: user.organisationId },
        }
      : { path: '/dashboard' };
  }
  return { path: user.permissions.canUploadEvents ? '/uploads' : REFUSED_USER_PATH };
}

export function userFrom(
  claims: { accountId: string; email: string; organisationId?: string | null },
  profile: Profile | null,
): User {
  return {
    accountId: claims.accountId,
    email: claims.email,
    organisationId: claims.organisationId ?? null,
    permissions: { canUploadEvents: profile?.canUploadEvents ?? false },
    accountDetails: profile,
  };
}
