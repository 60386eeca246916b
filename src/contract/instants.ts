// An instant an event, a session or a scan may have: an ISO date and time with its offset, in the
// years 2000 to 2100. Beyond them a calendar file would describe centuries of a zone's clock
// changes, and the database reads years below 1000 back as other years.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
export const LATEST_INSTANT = Date.UTC(2101, 0, 1);

export const plannedInstantSchema = lazySchema(() =>
  z.iso.datetime({ offset: true, message: 'must be an ISO date and time.' }).check(
    z.refine((value) => {
      const at = Date.parse(value);
      return at >= EARLIEST_INSTANT && at < LATEST_INSTANT;
    }, 'must be a date between 2000 and 2100.'),
  ),
);
