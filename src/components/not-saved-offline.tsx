// A page that was never opened on this device while it is offline: says so, with its heading,
// instead of loading for ever (saved-for-offline.ts).
import { Link } from 'react-router-dom';
import { notSavedText } from '@/lib/offline/saved-for-offline';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  title: string;
  /** What was not saved, as it starts a sentence: "This event", "This order". */
  what: string;
  /** The whole sentence instead, in the active language (where `what` would be en-AU only). */
  message?: string;
}

export function NotSavedOffline({ title, what, message }: Props) {
  const i18n = useI18n();
  return (
    <main className="page page-narrow">
      <h1>{title}</h1>
      <p className="alert alert-info" role="status">
        {message ?? notSavedText(what)}
      </p>
      <p>
        <Link to="/my-tickets">{i18n._('menu.myTickets')}</Link> {i18n._('offline.stillWork')}
      </p>
    </main>
  );
}
