// The school's own outgoing calendar feed (/org/{id}/calendar.ics, every coming event of the
// school), to subscribe to or to put on the school's website — the feed its event pages offer.
import { SubscribeLinks } from '@/components/subscribe-links';
import { useSiteOrigin } from '@/lib/use-site-origin';

export function SchoolFeedCard({ organisationId }: { organisationId: string }) {
  const origin = useSiteOrigin();
  return (
    <section className="card" aria-labelledby="school-feed">
      <h2 id="school-feed">Your events as a calendar</h2>
      <p className="muted">
        One address with all your coming events. Subscribe in your own calendar, or share it on your
        website: dancers who subscribe see each new event and every change.
      </p>
      {origin && (
        <SubscribeLinks
          label="Your school’s events"
          url={`${origin}/org/${organisationId}/calendar.ics`}
        />
      )}
    </section>
  );
}
