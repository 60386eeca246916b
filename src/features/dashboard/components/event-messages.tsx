// An event's messages in Sales: Message attendees (the dialog), the reminders a day before the
// event (on unless the school turns them off), and the message log: each message with its
// audience, how many it goes to, how many were delivered or refused, and where it stands.
import { useState } from 'react';
import { REMINDER_HOURS_BEFORE, STATUS_LABELS } from '@/contract/attendee-messages';
import { QueryStatus } from '@/components/query-status';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useMessageLog, useSetReminders } from '../api/messages';
import { MessageAttendeesDialog, type AudienceChoices } from './message-attendees-dialog';

interface Props extends AudienceChoices {
  configurationId: string;
  /** The event's time zone: when a message went out is said in it, as the rest of Sales is. */
  timeZone: string;
}

export function EventMessages({ configurationId, timeZone, ...choices }: Props) {
  const log = useMessageLog(configurationId);
  const reminders = useSetReminders(configurationId);
  const [writing, setWriting] = useState(false);
  const [queued, setQueued] = useState<number | null>(null);
  const enabled = log.data?.reminders.enabled ?? true;

  return (
    <section aria-labelledby="messages-heading" className="event-messages">
      <h3 id="messages-heading">Messages</h3>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setQueued(null);
          setWriting(true);
        }}
      >
        Message attendees
      </button>
      {queued !== null && (
        <p className="alert alert-success" role="status">
          Your message is on its way to {queued === 1 ? '1 person' : `${queued} people`}.
        </p>
      )}
      {writing && (
        <MessageAttendeesDialog
          configurationId={configurationId}
          {...choices}
          onClose={() => setWriting(false)}
          onSent={(message) => {
            setWriting(false);
            setQueued(message.recipients);
          }}
        />
      )}
      <QueryStatus query={log} what="Messages" />
      {log.data && (
        <label className="checkbox event-messages__reminders">
          <input
            type="checkbox"
            checked={enabled}
            disabled={reminders.isPending}
            onChange={(event) => reminders.mutate(event.target.checked)}
          />
          Remind ticket holders {REMINDER_HOURS_BEFORE} hours before the event (pass, venue and map)
          {log.data.reminders.sent > 0 && ` · ${log.data.reminders.sent} sent`}
        </label>
      )}
      {reminders.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(reminders.error, 'The reminders could not be changed. Please try again.')}
        </p>
      )}
      {log.data && log.data.messages.length === 0 && <p className="muted">No messages yet.</p>}
      {log.data && log.data.messages.length > 0 && (
        <ul className="event-messages__list" aria-label="Message log">
          {log.data.messages.map((message) => (
            <li key={message.id} className="card">
              <p>
                <strong>{message.subject}</strong> · {message.audienceLabel}
              </p>
              <p>
                <span className={`message-status message-status--${message.status}`}>
                  {STATUS_LABELS[message.status]}
                </span>{' '}
                · {message.recipients === 1 ? '1 recipient' : `${message.recipients} recipients`} ·{' '}
                {message.sent} delivered
                {message.failed > 0 && ` · ${message.failed} refused`}
              </p>
              <p className="muted">
                {shortDateTimeOf(message.createdAt, timeZone)}
                {message.sentBy && ` · ${message.sentBy}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
