// The review accounts' guide on /test-dashboard (spec §6): what to try, and that Facebook runs in
// demo mode for them, with no calls to Facebook.
import { Link } from 'react-router-dom';

export function ReviewGuide() {
  return (
    <section className="card review-guide" aria-labelledby="review-guide-heading">
      <h2 id="review-guide-heading">Reviewer guide</h2>
      <p>
        This account is set up for reviewing Floorcraft. Everything below works on its own
        organisation, so nothing you do reaches real dance schools.
      </p>
      <ol>
        <li>
          Create tickets for an event: <Link to="/create-tickets">Create Event Tickets</Link>.
        </li>
        <li>Publish them and open the check-in QR code from the Ticketing tab.</li>
        <li>
          Connect a Facebook Page in demo mode, as a Page admin:{' '}
          <Link to="/facebook-integration?demouseradmin=true">Facebook Integration (demo)</Link>, or
          as a personal profile with no Pages:{' '}
          <Link to="/facebook-integration?demouser=true">no-Pages demo</Link>. No data is requested
          from Facebook in this mode.
        </li>
        <li>
          See how a Page&apos;s events would be managed:{' '}
          <Link to="/demo/facebook-events">Facebook Events Manager (demo)</Link>.
        </li>
      </ol>
    </section>
  );
}
