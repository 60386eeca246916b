// Contact: the support address with a prefilled subject, the five categories, response times,
// URGENT priority and the website version to quote (spec §1).
import { useSiteInfo } from '../api/get-site-info';
import { APP_VERSION } from '@/lib/build-info';

/** Used only until the server's configured address has loaded. */
const FALLBACK_SUPPORT_EMAIL = 'support@floorcraft.app';

const categories = [
  {
    name: 'App Support',
    text: 'Signing in, your ticket wallet, check-in and anything else in the mobile app.',
  },
  {
    name: 'Event Organizer Support',
    text: 'Importing events, ticket set-up, publishing and your check-in QR code.',
  },
  {
    name: 'Technical Issues',
    text: 'Something on the website or in the app is not working as it should.',
  },
  {
    name: 'General Inquiries',
    text: 'Partnerships, feedback, or a question that fits nowhere else.',
  },
  {
    name: 'Data Deletion Requests',
    text: 'Ask us to delete your account and data; we answer with a tracking number.',
  },
];

const mailto = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export function ContactPage() {
  const { data } = useSiteInfo();
  const email = data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  return (
    <main className="page page-narrow prose">
      <h1>Contact Us</h1>
      <p>
        Email our support team at <a href={mailto(email, 'Floorcraft Support Request')}>{email}</a>.
        We reply within 24-48 hours on business days.
      </p>
      <p>
        Put the word <strong>URGENT</strong> in your subject line and we will handle your message
        first.
      </p>
      <p>
        Please include the website version in your message: you are using version{' '}
        <strong>{APP_VERSION}</strong>.
      </p>
      <h2>What can we help with?</h2>
      <ul className="contact-categories">
        {categories.map((category) => (
          <li key={category.name}>
            <h3>{category.name}</h3>
            <p>{category.text}</p>
            <a href={mailto(email, `Floorcraft ${category.name}`)}>
              Email us about {category.name.toLowerCase()}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
