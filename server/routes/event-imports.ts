// Calendar-file import calls (spec §7): duplicate check, import, update, image upload status.
// The import calls carry images, so they accept larger bodies than the rest of the API: a caller
// is signed in, and a place among the bodies in flight is free, before any of it is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  duplicateCheckRequestSchema,
  icalImportRequestSchema,
  icalUpdateRequestSchema,
  uploadStatusQuerySchema,
} from '../../src/contract/imports';
import { parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import { bigBodyLimit } from '../plugins/big-body-limit';
import type { ServiceContext } from '../services/context';
import { checkDuplicates } from '../services/events/duplicates';
import { assertImagesValid } from '../services/events/event-images';
import { importEvents } from '../services/events/import-events';
import { importerOf, type Importer } from '../services/events/importer';
import { updateEvents } from '../services/events/update-events';
import { uploadStatuses } from '../services/events/upload-status';

/**
 * What a real Facebook export needs: 500 events (the file is at most 5 MB) with an image each as
 * the web app compresses it (800 px, JPEG quality 0.1: 10–25 KB, a third more in base64), or one
 * 10 MB image in base64 (13.4 MB).
 */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** Spec §7/§8: all worked 200, some 207, none 500. */
const BATCH_STATUS = { all: 200, some: 207, none: 500 } as const;

export function eventImportRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    // One budget for both calls: they read the same kind of body.
    // Who may import is checked before an upload's place is taken and its body read: an account
    // that may not upload must not hold a place that schools are waiting for.
    // The importer read then is the one the call imports as: read once per request.
    const importers = new WeakMap<FastifyRequest, Importer>();
    const mayImport = async (request: FastifyRequest) => {
      importers.set(
        request,
        await importerOf(request.scope.db, signedInAccount(request).accountId),
      );
    };
    const importerFor = (request: FastifyRequest) => importers.get(request)!;
    const bigBody = {
      onRequest: [requireAccount, mayImport, bigBodyLimit()],
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    };
    app.post('/api/v2/event/check-duplicates', { preHandler: requireAccount }, async (request) => {
      const { eventChecks } = parseInput(duplicateCheckRequestSchema, request.body);
      const importer = await importerOf(request.scope.db, signedInAccount(request).accountId);
      return { duplicateResults: await checkDuplicates(request.scope.db, importer, eventChecks) };
    });

    app.post('/api/v2/event/ical/ical-import', bigBody, async (request, reply) => {
      const { events } = parseInput(icalImportRequestSchema, request.body);
      assertImagesValid(events);
      const answer = await importEvents(
        ctx,
        request.scope,
        importerFor(request),
        events,
        request.log,
      );
      return reply.status(BATCH_STATUS[answer.outcome]).send(answer.body);
    });

    app.post('/api/v2/event/ical/ical-update', bigBody, async (request, reply) => {
      const { events } = parseInput(icalUpdateRequestSchema, request.body);
      assertImagesValid(events);
      const answer = await updateEvents(
        ctx,
        request.scope,
        importerFor(request),
        events,
        request.log,
      );
      return reply.status(BATCH_STATUS[answer.outcome]).send(answer.body);
    });

    app.get('/api/v1/events/upload-status', { preHandler: requireAccount }, async (request) => {
      const { eventIds } = parseInput(uploadStatusQuerySchema, request.query);
      const importer = await importerOf(request.scope.db, signedInAccount(request).accountId);
      return { statuses: await uploadStatuses(request.scope.db, importer, eventIds) };
    });
  };
}
