// A page that was never opened on this device while it is offline: says so, with its heading,
// instead of loading for ever (saved-for-offline.ts).
import { Link } from 'react-router-dom';
import { notSavedText } from '@/lib/offline/saved-for-offline';

interface Props {
  title: string;
  /** What was not saved, as it starts a sentence: "This event", "This order". */
  what: string;
}

export function NotSavedOffline({ title, what }: Props) {
  return (
    <main className="page page-narrow">
      <h1>{title}</h1>
      <p className="alert alert-info" role="status">
        {notSavedText(what)}
      </p>
      <p>
        <Link to="/my-tickets">My Tickets</Link> and pages you opened before still work offline.
      </p>
    </main>
  );
}
