// Which event a public page or its share card shows: from the database the page's app will use
// (one opened on localhost runs in dev mode, spec §7); an unknown or malformed id is no event.
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { isDevModeAddress } from '../../src/contract/dev-mode';
import type { EventPage } from '../../src/contract/event-page';
import type { DatabaseTarget, Databases } from '../db/database';
import { AppError } from '../lib/app-error';
import { readEventPage } from '../services/events/event-page';

const uuid = z.uuid();

export function pageDatabase(request: FastifyRequest): DatabaseTarget {
  const devMode = (request.query as Record<string, unknown> | undefined)?.devMode;
  return isDevModeAddress(request.hostname, typeof devMode === 'string' ? devMode : null)
    ? 'development'
    : request.scope.target;
}

export function pageEvents(databases: Pick<Databases, 'of'>) {
  return async (database: DatabaseTarget, eventId: string): Promise<EventPage | null> => {
    if (!uuid.safeParse(eventId).success) return null;
    try {
      return await readEventPage(databases.of(database), eventId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };
}
