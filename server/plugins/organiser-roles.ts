// The one check of who may use an organiser route. A route declares the roles allowed
// (`config: { roles: rolesFor.sales }`, from src/contract/team.ts); this hook, run before the
// body is read, finds the school the request is for (the path's organisationId, else the
// X-Floorcraft-School header, else the account's own school), reads the caller's role there and
// refuses anyone else. Handlers then read the school from `request.organiser`
// (organisationMemberOf), never from the token, so a route without roles cannot act for a school.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import * as z from 'zod/mini';
import {
  NOT_A_MEMBER_MESSAGE,
  ROLE_REFUSED_MESSAGE,
  SCHOOL_HEADER,
  type TeamRole,
} from '../../src/contract/team';
import { AppError, notFound, unauthorized } from '../lib/app-error';
import { ownSchoolOf, roleIn } from '../services/team/memberships';
import { NOT_YOUR_DOOR } from '../../src/contract/door-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles that may use this organiser route. */
    roles?: readonly TeamRole[];
    /** A door link's helper (no account) may call it too; the handler checks their token. */
    doorLinks?: boolean;
  }
  interface FastifyInstance {
    /** Every route as registered, with the roles it declares (the role table test reads it). */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The school this organiser request acts for, and the caller's role there. */
    organiser: { organisationId: string; role: TeamRole } | null;
  }
}

/** A route as registered: what the role table test reads. */
export interface DeclaredRoute {
  method: string;
  url: string;
  roles: readonly TeamRole[] | undefined;
  doorLinks: boolean;
}

const uuid = z.uuid();

function requestedSchool(request: FastifyRequest): { id: string | null; fromPath: boolean } {
  const fromPath = (request.params as Record<string, unknown> | undefined)?.organisationId;
  if (typeof fromPath === 'string') return { id: fromPath, fromPath: true };
  const header = request.headers[SCHOOL_HEADER];
  if (typeof header === 'string' && header !== '') return { id: header, fromPath: false };
  return { id: request.account?.organisationId ?? null, fromPath: false };
}

const checkRole: onRequestHookHandler = async (request) => {
  const { roles, doorLinks } = request.routeOptions.config;
  if (!roles) return;
  const account = request.account;
  if (!account) {
    if (doorLinks) return;
    throw unauthorized();
  }
  const school = requestedSchool(request);
  // A token of no school may predate the account's joining one: what is stored now decides.
  if (!school.id) school.id = await ownSchoolOf(request.scope.db, account.accountId);
  // An account of no school on the door's routes works no door: told so, as another school's
  // member is, not asked to sign in (a 401 would send a signed-in dancer's app to sign out).
  if (!school.id && doorLinks) throw notFound(NOT_YOUR_DOOR);
  if (!school.id) throw new AppError(403, 'FORBIDDEN', NOT_A_MEMBER_MESSAGE);
  if (!uuid.safeParse(school.id).success)
    throw new AppError(400, 'VALIDATION_ERROR', 'The school must be an id.', {
      field: school.fromPath ? 'organisationId' : SCHOOL_HEADER,
    });
  const role = await roleIn(request.scope.db, school.id, account.accountId);
  if (!role) {
    // Another school's address says nothing about that school.
    if (school.fromPath) throw notFound('Organisation not found.');
    throw new AppError(403, 'FORBIDDEN', NOT_A_MEMBER_MESSAGE);
  }
  if (!roles.includes(role))
    throw new AppError(403, 'FORBIDDEN', ROLE_REFUSED_MESSAGE, { role, allowed: [...roles] });
  // What the handlers (and the services they call) read as the member's school.
  request.organiser = { organisationId: school.id, role };
};

/** Registers the check on every route that declares roles; call before the routes. */
export function registerOrganiserRoles(app: FastifyInstance): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('organiser', null);
  app.addHook('onRoute', (route) => {
    const config = route.config as { roles?: readonly TeamRole[]; doorLinks?: boolean } | undefined;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        declared.push({
          method,
          url: route.url,
          roles: config?.roles,
          doorLinks: config?.doorLinks ?? false,
        });
    if (!config?.roles) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [checkRole, ...existing];
  });
  return declared;
}
