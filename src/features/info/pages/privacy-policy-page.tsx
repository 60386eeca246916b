// Privacy Policy, last updated July 2025; the facts match spec §1 and what the server does.
import { Link } from 'react-router-dom';

export function PrivacyPolicyPage() {
  return (
    <main className="page page-narrow prose">
      <h1>Privacy Policy</h1>
      <p className="meta">Last updated: July 2025</p>
      <p>
        Floorcraft ("we", "us") runs the Floorcraft mobile app and this website, which connect
        dancers with classes, instructors and events. This policy explains what we collect, why, and
        the choices you have. We are based in Australia and handle personal information in line with
        the Australian Privacy Principles.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account details: your email address, name, a securely hashed password, and whether you
          belong to a dance school.
        </li>
        <li>
          Location, if you allow it, to show events near you. It is used for the search and not kept
          as a history.
        </li>
        <li>
          Tickets you buy and check-ins at events, so your ticket wallet and the organiser's door
          list work.
        </li>
        <li>
          Technical records needed to keep the service secure, such as sign-in attempts, kept for at
          most a day.
        </li>
      </ul>
      <h2>Event data from social networks</h2>
      <p>
        We only use public event data from social-network pages whose organisers have authorised
        Floorcraft. We never read private profiles, messages or friends lists. Event data is cached
        for up to 24 hours and refreshed daily, and past events are removed 30 days after they end.
      </p>
      <h2>How we use your information</h2>
      <p>
        To run your account, show you events, issue and check tickets, send you messages about your
        account (such as password resets and ticket confirmations), and keep the service safe. We do
        not sell personal information.
      </p>
      <h2>Who we share it with</h2>
      <p>
        The organiser of an event you buy a ticket for sees your name, email and ticket. Service
        providers that host our servers and send our email process data on our behalf. We disclose
        information when the law requires it.
      </p>
      <h2>Deleting your account</h2>
      <p>
        You can ask us to delete your account in the app or by emailing us (see{' '}
        <Link to="/contact">Contact</Link>, Data Deletion Requests). We process deletion requests
        within 30 days and give you a tracking number. We email you a link to cancel the deletion
        while it is pending. Deleted accounts are purged from our systems within 30 days.
      </p>
      <h2>Security</h2>
      <p>
        Passwords are stored only as salted, memory-hard hashes. Sessions use short-lived access
        tokens and refresh tokens that are rotated on every use and revoked when you sign out.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your information, ask us to correct it, or complain about how we
        handle it. Contact us first; if you are not satisfied you may contact the Office of the
        Australian Information Commissioner.
      </p>
      <h2>Changes</h2>
      <p>We will post any changes on this page and update the date above.</p>
    </main>
  );
}
