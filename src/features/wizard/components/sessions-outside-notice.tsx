// Says which sessions fall outside the event's dates; a notice, not a refusal (see
// lib/sessions-outside.ts).
import type { SessionFields } from '../lib/session-fields';
import { sessionsOutside } from '../lib/sessions-outside';

interface Props {
  event: { start: string; end: string };
  sessions: SessionFields[];
}

export function SessionsOutsideNotice({ event, sessions }: Props) {
  const outside = sessionsOutside(event, sessions);
  if (outside.length === 0) return null;
  const shown = outside.slice(0, 5).join(', ');
  const more = outside.length > 5 ? ` and ${outside.length - 5} more` : '';
  return (
    <div className="alert alert-info" role="status">
      <p>
        {outside.length === 1 ? 'This session is' : 'These sessions are'} outside the event&rsquo;s
        dates (Event Details): {shown}
        {more}.
      </p>
      <p>
        Dancers find the event in the calendar on its own dates. If the sessions are right, change
        the event&rsquo;s start or end to cover them.
      </p>
    </div>
  );
}
