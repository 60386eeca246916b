// Terms and Conditions, last updated January 2025.
import { Link } from 'react-router-dom';

export function TermsConditionsPage() {
  return (
    <main className="page page-narrow prose">
      <h1>Terms and Conditions</h1>
      <p className="meta">Last updated: January 2025</p>
      <p>
        These terms apply to the Floorcraft mobile app and this website. By creating an account or
        buying a ticket you agree to them.
      </p>
      <h2>Accounts</h2>
      <p>
        You are responsible for keeping your password safe and for what happens under your account.
        Accounts are personal; dance-school accounts act on behalf of their organisation. You may
        ask us to delete your account at any time, as described in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <h2>Events and organisers</h2>
      <p>
        Events are published by dance schools and organisers, often from their public social-network
        pages. The organiser is responsible for the event, its description, its venue and its ticket
        terms. Only one organisation may sell tickets for an event.
      </p>
      <h2>Tickets</h2>
      <ul>
        <li>
          Prices are shown in the currency the organiser chose, and the price at checkout is the
          price you pay.
        </li>
        <li>Refunds follow the organiser's refund policy shown before you buy.</li>
        <li>
          Tickets are non-transferable unless the organiser says otherwise, and each ticket admits
          one person once.
        </li>
        <li>Organisers may refuse entry under their venue rules; please arrive on time.</li>
      </ul>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the service: no attempts to break its security, to scrape it, to resell
        tickets without the organiser's consent, or to publish events you have no right to publish.
      </p>
      <h2>Liability</h2>
      <p>
        We provide the service as it is and work to keep it available and accurate. Nothing in these
        terms limits your rights under the Australian Consumer Law. To the extent the law allows, we
        are not liable for indirect losses or for events run by organisers.
      </p>
      <h2>Changes and contact</h2>
      <p>
        We may update these terms and will post changes here. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>
    </main>
  );
}
