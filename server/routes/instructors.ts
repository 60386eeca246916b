// Instructor profiles: GET /api/v2/instructors (the list: ?style, ?city, ?q, ?page) and
// GET /api/v2/instructors/{slug} (a public profile); the signed-in account's own
// GET|PUT /api/v2/instructor/profile, PUT /api/v2/instructor/photo, GET /api/v2/instructor/namings
// and POST /api/v2/instructor/namings/{id}/answer; a school's
// GET|POST /api/v2/ticket/organiser/{configurationId}/instructors and
// DELETE /api/v2/ticket/organiser/instructor-namings/{id}.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  instructorListQuerySchema,
  instructorPhotoRequestSchema,
  instructorProfileInputSchema,
  MAX_PHOTO_TEXT,
  nameInstructorRequestSchema,
  namingAnswerSchema,
  slugSchema,
} from '../../src/contract/instructors';
import { idParams, parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount, signedInAccount } from '../plugins/authentication';
import { bigBodyLimit, ORDINARY_BODY_BYTES } from '../plugins/big-body-limit';
import { listInstructors, readInstructorPage } from '../services/instructors/instructor-pages';
import {
  answerNaming,
  nameInstructor,
  ownNamings,
  removeNaming,
  sessionNamings,
} from '../services/instructors/namings';
import { readOwnProfile, saveInstructorPhoto, saveProfile } from '../services/instructors/profiles';

/** A photo arrives as base64 (≤ 2 MB of image): the usual body limit would refuse it. */
const PHOTO_BODY_LIMIT_BYTES = MAX_PHOTO_TEXT + 1024;
const slugParams = z.object({ slug: slugSchema });

export async function instructorRoutes(app: FastifyInstance) {
  app.get('/api/v2/instructors', async (request) => {
    const query = parseInput(instructorListQuerySchema, request.query);
    return { data: await listInstructors(request.scope.db, query) };
  });

  app.get('/api/v2/instructors/:slug', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    return { data: await readInstructorPage(request.scope.db, slug) };
  });

  const accountOf = (request: FastifyRequest) => signedInAccount(request).accountId;

  app.get('/api/v2/instructor/profile', { preHandler: requireAccount }, async (request) => ({
    data: await readOwnProfile(request.scope.db, accountOf(request)),
  }));

  app.put('/api/v2/instructor/profile', { preHandler: requireAccount }, async (request) => {
    const input = parseInput(instructorProfileInputSchema, request.body);
    return { data: await saveProfile(request.scope.db, accountOf(request), input) };
  });

  app.put(
    '/api/v2/instructor/photo',
    // Signed in before a byte of the body is read, and only a few bodies over 1 MB at once.
    {
      onRequest: [requireAccount, bigBodyLimit(4, 1, ORDINARY_BODY_BYTES)],
      bodyLimit: PHOTO_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { imageBase64 } = parseInput(instructorPhotoRequestSchema, request.body);
      return { data: await saveInstructorPhoto(request.scope.db, accountOf(request), imageBase64) };
    },
  );

  app.get('/api/v2/instructor/namings', { preHandler: requireAccount }, async (request) => ({
    data: await ownNamings(request.scope.db, accountOf(request)),
  }));

  app.post(
    '/api/v2/instructor/namings/:id/answer',
    { preHandler: requireAccount },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { answer } = parseInput(namingAnswerSchema, request.body);
      return { data: await answerNaming(request.scope.db, accountOf(request), id, answer) };
    },
  );

  // The school's side: only its own events' sessions.
  const schoolOf = (request: FastifyRequest) => organisationMemberOf(request);

  app.get(
    '/api/v2/ticket/organiser/:id/instructors',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      return {
        data: await sessionNamings(request.scope.db, schoolOf(request).organisationId, id),
      };
    },
  );

  app.post(
    '/api/v2/ticket/organiser/:id/instructors',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const body = parseInput(nameInstructorRequestSchema, request.body);
      return { data: await nameInstructor(request.scope.db, schoolOf(request), id, body) };
    },
  );

  app.delete(
    '/api/v2/ticket/organiser/instructor-namings/:id',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      await removeNaming(request.scope.db, schoolOf(request).organisationId, id);
      return reply.status(204).send();
    },
  );
}
