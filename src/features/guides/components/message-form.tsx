// The form on a guide's page that writes to them through Floorcraft: subject and message, checked
// with the contract's schema; a visitor is asked to sign in first. Neither e-mail address is shown.
// The form makes one key per message: a retry or a second click sends the same key, and the
// server stores and e-mails the message once.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import { GUIDE_LIMITS, guideMessageInputSchema } from '@/contract/guides';
import { failureMessage } from '@/lib/api/result';
import { useAuth } from '@/lib/auth/auth-context';
import { useSendGuideMessage } from '../api/guide-page';

const newKey = () => `guide-message-${crypto.randomUUID()}`;

export function MessageForm({ handle, guideName }: { handle: string; guideName: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const send = useSendGuideMessage(handle);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Kept while the same message is sent again; new when it changes or once it is sent.
  const [clientKey, setClientKey] = useState(newKey);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setClientKey(newKey());
  };

  if (!user)
    return (
      <p>
        <Link to={`/login?return=${encodeURIComponent(location.pathname)}`}>Sign in</Link> to write
        to {guideName}.
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    const checked = guideMessageInputSchema.safeParse({ subject, body, clientKey });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the form.');
    const result = await send.mutateAsync({ subject, body, clientKey });
    if (!result.ok) return setError(failureMessage(result, 'The message could not be sent.'));
    setSent(true);
    setSubject('');
    setBody('');
    setClientKey(newKey());
  };

  return (
    <PageForm
      className="form guide-form"
      onSubmit={(event) => void submit(event)}
      aria-busy={send.isPending}
    >
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {sent && (
        <div className="alert alert-success" role="status">
          Message sent. {guideName} receives it by e-mail and can answer you through Floorcraft.
        </div>
      )}
      <TextField
        id="guide-message-subject"
        label="Subject"
        required
        maxLength={GUIDE_LIMITS.subject}
        value={subject}
        onValue={edit(setSubject)}
      />
      <TextField
        id="guide-message-body"
        label="Message"
        required
        rows={6}
        maxLength={GUIDE_LIMITS.body}
        value={body}
        onValue={edit(setBody)}
        hint={`${guideName} sees your first name and your message, never your e-mail address. Include how to reach you if you wish.`}
      />
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        Send message
      </button>
    </PageForm>
  );
}
