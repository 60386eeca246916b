// Organisation and settings calls (spec §7): the organisation, its settings, saving them and
// applying a system template. A member reaches only their own organisation; any other is 404.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  brandingImageRequestSchema,
  brandingParamsSchema,
  applyTemplateRequestSchema,
  organisationParamsSchema,
  settingsUpdateSchema,
} from '../../src/contract/organisations';
import { imageKeyQuerySchema } from '../../src/contract/images';
import { taxSettingsSchema } from '../../src/contract/tax';
import { notFound } from '../lib/app-error';
import { parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import { bigBodyLimit, ORDINARY_BODY_BYTES } from '../plugins/big-body-limit';
import { readImage } from '../services/images';
import {
  applyTemplate,
  ownOrganisation,
  readOrganisation,
  readSettings,
  saveBrandingImage,
  saveSettings,
} from '../services/organisations/settings';
import { readTaxSettings, saveTaxSettings } from '../services/organisations/tax-settings';

/** A 10 MB image in base64, with room to spare. */
const BRANDING_BODY_LIMIT_BYTES = 15 * 1024 * 1024;

/** The organisation in the address, when it is the signed-in member's own (else 404). */
const organisationOf = (request: FastifyRequest) =>
  ownOrganisation(
    signedInAccount(request),
    parseInput(organisationParamsSchema, request.params).organisationId,
  );

export async function organisationRoutes(app: FastifyInstance) {
  app.get(
    '/api/v2/org/:organisationId',
    { config: { roles: rolesFor.anyMember }, preHandler: requireAccount },
    async (request) => {
      const organisationId = organisationOf(request);
      const { imageKey } = parseInput(imageKeyQuerySchema, request.query);
      if (imageKey) {
        // The spec's image read through the organisation call (branding images).
        const image = await readImage(request.scope.db, imageKey, organisationId);
        if (!image) throw notFound('Image not found.');
        return { success: true, imageBase64: image.bytes.toString('base64') };
      }
      return { data: await readOrganisation(request.scope.db, organisationId) };
    },
  );

  app.get(
    '/api/v2/org/:organisationId/settings',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => {
      const settings = await readSettings(request.scope.db, organisationOf(request));
      return { ok: true, settings, ticketingDefaults: settings.ticketingDefaults };
    },
  );

  app.put(
    '/api/v2/org/:organisationId/settings',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => {
      const organisationId = organisationOf(request);
      const update = parseInput(settingsUpdateSchema, request.body);
      const settings = await saveSettings(request.scope.db, organisationId, update);
      return { ok: true, settings, message: 'Settings saved.' };
    },
  );

  app.get(
    '/api/v2/org/:organisationId/settings/tax',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => ({ data: await readTaxSettings(request.scope.db, organisationOf(request)) }),
  );

  app.put(
    '/api/v2/org/:organisationId/settings/tax',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => {
      const organisationId = organisationOf(request);
      const settings = parseInput(taxSettingsSchema, request.body);
      return {
        data: await saveTaxSettings(request.scope.db, organisationId, settings),
        message: 'Tax details saved.',
      };
    },
  );

  app.post(
    '/api/v2/org/:organisationId/settings/apply-template',
    { config: { roles: rolesFor.events }, preHandler: requireAccount },
    async (request) => {
      const organisationId = organisationOf(request);
      const { templateId } = parseInput(applyTemplateRequestSchema, request.body);
      const { settings, templateName } = await applyTemplate(
        request.scope.db,
        organisationId,
        templateId,
      );
      return { ok: true, settings, templateName, message: `${templateName} applied successfully.` };
    },
  );

  app.put(
    '/api/v2/org/:organisationId/settings/branding/:image',
    // Signed in as the organisation's member before a byte of the (up to 15 MB) body is read, and
    // few bodies over 1 MB at once: a stranger never holds a place a school waits for.
    {
      config: { roles: rolesFor.events },
      onRequest: [
        requireAccount,
        async (request: FastifyRequest) => {
          const { organisationId } = parseInput(brandingParamsSchema, request.params);
          ownOrganisation(signedInAccount(request), organisationId);
        },
        bigBodyLimit(4, 1, ORDINARY_BODY_BYTES),
      ],
      bodyLimit: BRANDING_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const account = signedInAccount(request);
      const { organisationId, image } = parseInput(brandingParamsSchema, request.params);
      ownOrganisation(account, organisationId);
      const { imageBase64 } = parseInput(brandingImageRequestSchema, request.body);
      const settings = await saveBrandingImage(
        request.scope.db,
        organisationId,
        image,
        imageBase64,
        account.accountId,
      );
      return { ok: true, settings, message: 'Image saved.' };
    },
  );
}
