// The messages visiting dancers sent the guide, newest first, each leading to its own page (to
// answer or report it).
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { shortDateTimeText } from '@/contract/date-formats';
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import { useGuideMessages } from '../api/guide-messages';

export function GuideInbox() {
  const messages = useGuideMessages(true);
  return (
    <section className="guide-section" aria-labelledby="inbox-heading">
      <h2 id="inbox-heading">Messages from dancers</h2>
      {messages.isPending && <LoadingIndicator label="Loading messages…" />}
      {messages.isError && (
        <p className="alert alert-error" role="alert">
          Your messages could not be loaded.
        </p>
      )}
      {messages.data?.length === 0 && <p className="muted">No messages yet.</p>}
      {messages.data && messages.data.length > 0 && (
        <ul className="guide-inbox">
          {messages.data.map((message) => (
            <li key={message.id}>
              <Link to={`/account/guide/messages/${message.id}`}>{message.subject}</Link>
              <div className="muted">
                From {message.senderFirstName} ·{' '}
                {shortDateTimeText(new Date(message.sentAt), DEFAULT_TIME_ZONE)}
                {message.reported && ' · Reported'}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
