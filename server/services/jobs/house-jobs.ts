// Every durable job the server runs, by name: retention (hourly), hold expiry with waitlist offers
// (each minute), the feed sweep (each minute) and one feed's sync, and mail delivery.
import type { ServiceContext } from '../context';
import { feedJobs } from '../feeds/feed-job';
import { MAIL_JOB } from '../mailer';
import { HOLD_EXPIRY_JOB, holdExpiryJob } from '../payments/hold-expiry';
import { RETENTION_JOB, retentionJob } from './retention-job';
import type { JobDefinition } from './job-runner';

export function houseJobs(ctx: ServiceContext): Record<string, JobDefinition> {
  return {
    [RETENTION_JOB]: retentionJob,
    [HOLD_EXPIRY_JOB]: holdExpiryJob(ctx),
    ...feedJobs({ isAllowedAddress: ctx.outboundAddressPolicy }),
    [MAIL_JOB]: ctx.mailer.job,
  };
}
