// The guide's answer to a message: e-mailed to the dancer by Floorcraft, the guide's address kept
// private.
import { useState, type FormEvent } from 'react';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import { GUIDE_LIMITS, guideAnswerInputSchema } from '@/contract/guides';
import { failureMessage } from '@/lib/api/result';
import { useAnswerMessage } from '../api/guide-messages';

export function AnswerForm({ messageId, senderName }: { messageId: string; senderName: string }) {
  const answer = useAnswerMessage(messageId);
  const [body, setBody] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    const checked = guideAnswerInputSchema.safeParse({ body });
    if (!checked.success)
      return setNote({ ok: false, text: checked.error.issues[0]?.message ?? 'Check the form.' });
    const result = await answer.mutateAsync(body);
    if (!result.ok)
      return setNote({ ok: false, text: failureMessage(result, 'The answer could not be sent.') });
    setBody('');
    setNote({ ok: true, text: `Answer sent: ${senderName} receives it by e-mail.` });
  };
  return (
    <PageForm
      className="form guide-form"
      onSubmit={(event) => void submit(event)}
      aria-busy={answer.isPending}
    >
      {note && (
        <div className={`alert ${note.ok ? 'alert-success' : 'alert-error'}`} role="status">
          {note.text}
        </div>
      )}
      <TextField
        id="answer-body"
        label={`Answer ${senderName}`}
        required
        rows={5}
        maxLength={GUIDE_LIMITS.body}
        value={body}
        onValue={setBody}
        hint={`${senderName} sees your name, your answer and a link to your page, never your e-mail address.`}
      />
      <button type="submit" className="button button-primary" disabled={answer.isPending}>
        Send answer
      </button>
    </PageForm>
  );
}
