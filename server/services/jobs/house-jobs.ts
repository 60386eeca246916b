// Every durable job the server runs, by name: retention (hourly), hold expiry with waitlist offers
// (each minute), the feed sweep (each minute) and one feed's sync, mail delivery, a message to an
// event's attendees, the reminders before events (every 5 minutes), and a whole event's
// cancellation or postponement.
import type { ServiceContext } from '../context';
import { EVENT_CHANGE_JOB, eventChangeJob } from '../event-changes/event-change-job';
import { feedJobs } from '../feeds/feed-job';
import { MAIL_JOB } from '../mailer';
import { MESSAGE_JOB, messageJob } from '../messages/message-job';
import { REMINDER_JOB, reminderJob } from '../messages/reminder-job';
import { HOLD_EXPIRY_JOB, holdExpiryJob } from '../payments/hold-expiry';
import { RETENTION_JOB, retentionJob } from './retention-job';
import type { JobDefinition } from './job-runner';

export function houseJobs(ctx: ServiceContext): Record<string, JobDefinition> {
  return {
    [RETENTION_JOB]: retentionJob,
    [HOLD_EXPIRY_JOB]: holdExpiryJob(ctx),
    ...feedJobs({ isAllowedAddress: ctx.outboundAddressPolicy }),
    [MAIL_JOB]: ctx.mailer.job,
    [MESSAGE_JOB]: messageJob(ctx),
    [REMINDER_JOB]: reminderJob(ctx),
    [EVENT_CHANGE_JOB]: eventChangeJob(ctx),
  };
}
