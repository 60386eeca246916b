// Tax documents (docs/tax-invoices.md): an order's list of documents and each as a PDF, for its
// buyer and its school's members, and a school's GST summary per month as CSV for its members.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { organisationParamsSchema } from '../../src/contract/organisations';
import { gstSummaryQuerySchema } from '../../src/contract/tax';
import { idParams, parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import { ownOrganisation } from '../services/organisations/settings';
import { gstSummaryCsv } from '../services/tax/gst-summary';
import {
  orderDocuments,
  viewersAdjustmentNote,
  viewersInvoice,
  type PdfFile,
} from '../services/tax/order-documents';

const noteParams = z.object({
  id: z.uuid('id must be an id.'),
  noteId: z.uuid('noteId must be an id.'),
});

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));

export async function taxDocumentRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireAccount);

  app.get('/api/v2/orders/:id/documents', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { data: await orderDocuments(request.scope.db, signedInAccount(request), id) };
  });

  app.get('/api/v2/orders/:id/invoice', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    return sendPdf(reply, await viewersInvoice(request.scope.db, signedInAccount(request), id));
  });

  app.get('/api/v2/orders/:id/adjustment-notes/:noteId', async (request, reply) => {
    const { id, noteId } = parseInput(noteParams, request.params);
    const file = await viewersAdjustmentNote(
      request.scope.db,
      signedInAccount(request),
      id,
      noteId,
    );
    return sendPdf(reply, file);
  });

  app.get(
    '/api/v2/org/:organisationId/gst-summary',
    { config: { roles: rolesFor.sales } },
    async (request, reply) => {
      const { organisationId } = parseInput(organisationParamsSchema, request.params);
      ownOrganisation(signedInAccount(request), organisationId);
      const range = parseInput(gstSummaryQuerySchema, request.query);
      const { csv, fileName } = await gstSummaryCsv(request.scope.db, organisationId, range);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
