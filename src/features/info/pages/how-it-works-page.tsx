// How it Works: For Dance Enthusiasts, For Event Organizers, Get Started Today (spec §2).
import { Link } from 'react-router-dom';
import { StoreBadges } from '@/components/store-badges';

export function HowItWorksPage() {
  return (
    <main className="page page-narrow prose">
      <h1>How it Works</h1>
      <section aria-labelledby="enthusiasts">
        <h2 id="enthusiasts">For Dance Enthusiasts</h2>
        <ol>
          <li>Install the Floorcraft app and create your account.</li>
          <li>
            Browse classes, socials, workshops and festivals near you by style, date and distance.
          </li>
          <li>
            Buy tickets in the app, or on this website when the app hands you over for payment.
          </li>
          <li>
            Keep your tickets in the app's wallet and scan the QR code at the entrance to check in.
          </li>
        </ol>
      </section>
      <section aria-labelledby="organizers">
        <h2 id="organizers">For Event Organizers</h2>
        <ol>
          <li>Sign in on this website with your dance school's account.</li>
          <li>
            Import your events from your Facebook Page's calendar export, or enter them by hand.
          </li>
          <li>Set up ticket types, prices and sales periods, then publish.</li>
          <li>Print your event's check-in QR code and welcome your dancers at the door.</li>
        </ol>
      </section>
      <section aria-labelledby="get-started">
        <h2 id="get-started">Get Started Today</h2>
        <p>
          Dancers start in the app. Dance schools and organisers can{' '}
          <Link to="/login">sign in here</Link> or <Link to="/contact">contact us</Link> to set up
          an organisation account.
        </p>
        <StoreBadges />
      </section>
    </main>
  );
}
