// Local guides: the public GET /api/v2/guides (?city, ?style, ?page) and GET /api/v2/guides/{slug or
// id}; a signed-in dancer's POST /api/v2/guides/{slug or id}/messages; the guide's own
// GET|PUT /api/v2/guide/profile, GET|PUT /api/v2/guide/picks, GET /api/v2/guide/messages(/{id}),
// POST /api/v2/guide/messages/{id}/report and …/answer; the dancer's GET /api/v2/guide-answers/{id}
// and POST …/report (an answer received); the application
// GET|POST /api/v2/guide/application; and the site administrators' GET /api/v2/admin/guide-review
// and POST /api/v2/admin/guide-applications/{id}/decision.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  applicationDecisionSchema,
  guideApplicationInputSchema,
} from '../../src/contract/guide-applications';
import {
  guideAnswerInputSchema,
  guideListQuerySchema,
  guideMessageInputSchema,
  guidePicksInputSchema,
  guideProfileInputSchema,
  guideReportInputSchema,
} from '../../src/contract/guides';
import { idParams, parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import {
  applyToBeGuide,
  decideApplication,
  guideReview,
  ownApplication,
} from '../services/guides/guide-applications';
import { ownGuideAnswer, reportGuideAnswer } from '../services/guides/guide-answers';
import { sendGuideMessage } from '../services/guides/guide-message-send';
import {
  answerGuideMessage,
  ownGuideMessage,
  ownGuideMessages,
  reportGuideMessage,
} from '../services/guides/guide-messages';
import { pickCandidates, savePicks } from '../services/guides/guide-picks';
import {
  listGuides,
  readGuidePage,
  readOwnGuide,
  saveGuideProfile,
} from '../services/guides/guide-profiles';

/** A guide's address: its slug (any case) or its id. */
const handleParams = z.object({
  handle: z
    .string()
    .check(z.regex(/^[A-Za-z0-9-]{3,40}$/, 'The guide address must be a profile address or id.')),
});
const accountOf = (request: FastifyRequest) => signedInAccount(request).accountId;
const signedIn = { preHandler: requireAccount };

export function guideRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/v2/guides', async (request) => {
      const query = parseInput(guideListQuerySchema, request.query);
      return { data: await listGuides(request.scope.db, query) };
    });

    app.get('/api/v2/guides/:handle', async (request) => {
      const { handle } = parseInput(handleParams, request.params);
      return { data: await readGuidePage(request.scope.db, handle) };
    });

    app.post('/api/v2/guides/:handle/messages', signedIn, async (request, reply) => {
      const { handle } = parseInput(handleParams, request.params);
      const input = parseInput(guideMessageInputSchema, request.body);
      const sent = await sendGuideMessage(ctx, request.scope.db, accountOf(request), handle, input);
      return reply.status(201).send({ data: sent });
    });

    app.get('/api/v2/guide/profile', signedIn, async (request) => ({
      data: await readOwnGuide(request.scope.db, accountOf(request)),
    }));

    app.put('/api/v2/guide/profile', signedIn, async (request) => {
      const input = parseInput(guideProfileInputSchema, request.body);
      return { data: await saveGuideProfile(request.scope.db, accountOf(request), input) };
    });

    app.get('/api/v2/guide/picks', signedIn, async (request) => ({
      data: await pickCandidates(request.scope.db, accountOf(request)),
    }));

    app.put('/api/v2/guide/picks', signedIn, async (request) => {
      const { eventIds } = parseInput(guidePicksInputSchema, request.body);
      return { data: await savePicks(request.scope.db, accountOf(request), eventIds) };
    });

    app.get('/api/v2/guide/messages', signedIn, async (request) => ({
      data: await ownGuideMessages(request.scope.db, accountOf(request)),
    }));

    app.get('/api/v2/guide/messages/:id', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await ownGuideMessage(request.scope.db, accountOf(request), id) };
    });

    app.post('/api/v2/guide/messages/:id/report', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(guideReportInputSchema, request.body ?? {});
      return { data: await reportGuideMessage(request.scope.db, accountOf(request), id, reason) };
    });

    app.post('/api/v2/guide/messages/:id/answer', signedIn, async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { body } = parseInput(guideAnswerInputSchema, request.body);
      const sent = await answerGuideMessage(ctx, request.scope.db, accountOf(request), id, body);
      return reply.status(201).send({ data: sent });
    });

    app.get('/api/v2/guide-answers/:id', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await ownGuideAnswer(request.scope.db, accountOf(request), id) };
    });

    app.post('/api/v2/guide-answers/:id/report', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(guideReportInputSchema, request.body ?? {});
      return { data: await reportGuideAnswer(request.scope.db, accountOf(request), id, reason) };
    });

    app.get('/api/v2/guide/application', signedIn, async (request) => ({
      data: await ownApplication(request.scope.db, accountOf(request)),
    }));

    app.post('/api/v2/guide/application', signedIn, async (request, reply) => {
      const input = parseInput(guideApplicationInputSchema, request.body);
      const sent = await applyToBeGuide(request.scope.db, accountOf(request), input);
      return reply.status(201).send({ data: sent });
    });

    app.get('/api/v2/admin/guide-review', signedIn, async (request) => ({
      data: await guideReview(request.scope.db, accountOf(request)),
    }));

    app.post('/api/v2/admin/guide-applications/:id/decision', signedIn, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { decision } = parseInput(applicationDecisionSchema, request.body);
      return {
        data: await decideApplication(ctx, request.scope.db, accountOf(request), id, decision),
      };
    });
  };
}
