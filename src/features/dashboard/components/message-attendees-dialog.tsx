// The Message attendees dialog: who it goes to (everyone, a ticket type, a session, leads or
// follows, the waitlist), a subject and a plain-text message; Preview shows it as recipients will
// read it with how many they are, Send test to myself mails it to the member alone, and Send (after
// a preview) hands it to the server, which sends it in the background. One key is made per message,
// so a second click or a retry after a lost answer sends it once.
import { useState, type FormEvent } from 'react';
import {
  MAX_MESSAGE_BODY,
  MAX_MESSAGE_SUBJECT,
  type Audience,
  type AttendeeMessage,
  type MessageContent,
} from '@/contract/attendee-messages';
import type { TicketType } from '@/contract/ticketing';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/api/result';
import { usePreviewMessage, useSendMessage, useTestMessage } from '../api/messages';

export interface AudienceChoices {
  ticketTypes: TicketType[];
  sessions: Array<{ id: string; name: string }>;
  roles: boolean;
  waitlist: boolean;
}

interface Props extends AudienceChoices {
  configurationId: string;
  onClose: () => void;
  onSent: (message: AttendeeMessage) => void;
}

const newKey = () => `message-${crypto.randomUUID()}`;

/** "type:<id>" and the like: one select's value for each audience. */
function audienceOf(value: string): Audience {
  const [kind, id = ''] = value.split(':');
  if (kind === 'type') return { kind, ticketTypeId: id };
  if (kind === 'session') return { kind, sessionId: id };
  if (kind === 'role') return { kind, role: id === 'follow' ? 'follow' : 'lead' };
  if (kind === 'waitlist') return { kind };
  return { kind: 'all' };
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

export function MessageAttendeesDialog({ configurationId, onClose, onSent, ...choices }: Props) {
  const preview = usePreviewMessage(configurationId);
  const test = useTestMessage(configurationId);
  const send = useSendMessage(configurationId);
  const [to, setTo] = useState('all');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  // One key per message: kept while the same message is sent again, new when it changes.
  const [clientKey, setClientKey] = useState(newKey);
  const content: MessageContent = { audience: audienceOf(to), subject, body };
  const types = choices.ticketTypes.filter((type) => !!type.id);

  const changed = () => {
    setClientKey(newKey());
    preview.reset();
    test.reset();
  };

  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    if (!preview.isPending) preview.mutate(content);
  };
  const sendIt = async () => {
    const sent = await send.mutateAsync({ ...content, clientKey }).catch(() => null);
    if (sent) onSent(sent);
  };
  const failure = preview.error ?? test.error ?? send.error;

  return (
    <Modal
      open
      title="Message attendees"
      onClose={onClose}
      footer={
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <form className="message-form" aria-label="Message attendees" onSubmit={showPreview}>
        <p className="muted">
          An e-mail in plain text to the people you choose. It is sent in the background and shows
          in the message log with how many were delivered.
        </p>
        <div className="field">
          <label htmlFor="message-to">To</label>
          <select
            id="message-to"
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              changed();
            }}
          >
            <option value="all">Everyone with a ticket</option>
            {types.map((type) => (
              <option key={type.id} value={`type:${type.id}`}>
                Ticket type: {type.name}
              </option>
            ))}
            {choices.sessions.map((session) => (
              <option key={session.id} value={`session:${session.id}`}>
                Session: {session.name}
              </option>
            ))}
            {choices.roles && <option value="role:lead">Leads</option>}
            {choices.roles && <option value="role:follow">Follows</option>}
            {choices.waitlist && <option value="waitlist">The waitlist</option>}
          </select>
        </div>
        <TextField
          id="message-subject"
          label="Subject"
          required
          maxLength={MAX_MESSAGE_SUBJECT}
          autoComplete="off"
          value={subject}
          onValue={(value) => {
            setSubject(value);
            changed();
          }}
        />
        <TextField
          id="message-body"
          label="Message"
          required
          rows={8}
          value={body}
          hint={`Plain text, up to ${MAX_MESSAGE_BODY} characters (${body.length} used).`}
          onValue={(value) => {
            setBody(value.slice(0, MAX_MESSAGE_BODY));
            changed();
          }}
        />
        {failure && (
          <p className="alert alert-error" role="alert">
            {messageOf(failure, 'The message could not be sent. Please try again.')}
          </p>
        )}
        {test.data && (
          <p className="alert alert-success" role="status">
            A test was sent to {test.data.to}.
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-secondary" disabled={preview.isPending}>
            Preview
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={test.isPending || !subject.trim() || !body.trim()}
            onClick={() => test.mutate(content)}
          >
            Send test to myself
          </button>
        </div>
        {preview.data && (
          <section aria-labelledby="message-preview-heading" className="message-preview card">
            <h4 id="message-preview-heading">Preview</h4>
            <p>
              To {people(preview.data.recipients)}. Subject: <strong>{preview.data.subject}</strong>
            </p>
            <pre className="message-preview__text">{preview.data.text}</pre>
            <button
              type="button"
              className="button button-primary"
              disabled={send.isPending || preview.data.recipients === 0}
              onClick={() => void sendIt()}
            >
              Send to {people(preview.data.recipients)}
            </button>
          </section>
        )}
      </form>
    </Modal>
  );
}
