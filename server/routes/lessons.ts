// Private lessons: the instructor's own GET /api/v2/instructor/lessons/settings,
// PUT /api/v2/instructor/lessons/availability, POST /api/v2/instructor/lessons/types,
// PUT /api/v2/instructor/lessons/types/{id} and GET /api/v2/instructor/lessons (booked lessons);
// anyone's GET /api/v2/instructors/{slug}/lessons and GET …/lessons/{typeId}/slots?from&to; a
// dancer's POST …/lessons/{typeId}/bookings, GET /api/v2/lessons/mine and
// POST /api/v2/lessons/{id}/cancel.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { slugSchema } from '../../src/contract/instructors';
import {
  availabilitySchema,
  bookLessonRequestSchema,
  lessonTypeInputSchema,
  slotQuerySchema,
} from '../../src/contract/private-lessons';
import { idParams, parseInput } from '../lib/validate';
import { buyerOf, requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import {
  bookLesson,
  cancelLesson,
  dancerLessons,
  instructorLessons,
} from '../services/lessons/lesson-bookings';
import { readFreeSlots, readLessonOffer } from '../services/lessons/lesson-offer';
import {
  addLessonType,
  changeLessonType,
  readLessonSettings,
  saveAvailability,
} from '../services/lessons/lesson-settings';

const slugParams = z.object({ slug: slugSchema });
const lessonParams = z.object({
  slug: slugSchema,
  typeId: z.uuid('The lesson must be a lesson id.'),
});

export function lessonRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const accountOf = (request: FastifyRequest) => signedInAccount(request).accountId;
    const signedIn = { preHandler: requireAccount };

    app.get('/api/v2/instructor/lessons/settings', signedIn, async (request) => ({
      data: await readLessonSettings(request.scope.db, accountOf(request)),
    }));

    app.put('/api/v2/instructor/lessons/availability', signedIn, async (request) => {
      const input = parseInput(availabilitySchema, request.body);
      return { data: await saveAvailability(request.scope.db, accountOf(request), input) };
    });

    app.post('/api/v2/instructor/lessons/types', signedIn, async (request) => {
      const input = parseInput(lessonTypeInputSchema, request.body);
      return { data: await addLessonType(request.scope.db, accountOf(request), input) };
    });

    app.put('/api/v2/instructor/lessons/types/:id', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(lessonTypeInputSchema, request.body);
      return { data: await changeLessonType(request.scope.db, accountOf(request), id, input) };
    });

    app.get('/api/v2/instructor/lessons', signedIn, async (request) => ({
      data: await instructorLessons(request.scope.db, accountOf(request)),
    }));

    app.get('/api/v2/instructors/:slug/lessons', async (request) => {
      const { slug } = parseInput(slugParams, request.params);
      return { data: await readLessonOffer(request.scope.db, slug) };
    });

    app.get('/api/v2/instructors/:slug/lessons/:typeId/slots', async (request) => {
      const { slug, typeId } = parseInput(lessonParams, request.params);
      const { from, to } = parseInput(slotQuerySchema, request.query);
      return {
        data: await readFreeSlots(request.scope.db, slug, typeId, {
          from: new Date(from),
          to: new Date(to),
        }),
      };
    });

    app.post('/api/v2/instructors/:slug/lessons/:typeId/bookings', signedIn, async (request) => {
      const { slug, typeId } = parseInput(lessonParams, request.params);
      const body = parseInput(bookLessonRequestSchema, request.body);
      return {
        data: await bookLesson(
          ctx,
          request.scope.db,
          buyerOf(request),
          { slug, lessonTypeId: typeId },
          body,
        ),
      };
    });

    app.get('/api/v2/lessons/mine', signedIn, async (request) => ({
      data: await dancerLessons(request.scope.db, accountOf(request)),
    }));

    app.post('/api/v2/lessons/:id/cancel', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await cancelLesson(ctx, request.scope.db, accountOf(request), id) };
    });
  };
}
