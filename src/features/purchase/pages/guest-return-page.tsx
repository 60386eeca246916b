// /orders/guest — where a guest lands after buying: back from Stripe (?reservation=…), or after a
// demo purchase, issued at once (?issued=1). A guest has no account to read the order with, so the
// page says what happens next: the tickets and the order's link come by e-mail, and an account
// made (and confirmed) with the same address has them in My Tickets.
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { createAccountPath } from '../lib/create-account-path';
import '../components/purchase.css';

export function GuestReturnPage() {
  const issued = useSearchParams()[0].get('issued') === '1';
  // The purchase page passes the address along (never in the address bar).
  const state: unknown = useLocation().state;
  const email =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : null;
  return (
    <main className="page page-narrow purchase">
      <h1>Thank you!</h1>
      <section className="card" role="status">
        <p>
          {issued
            ? 'Your order is confirmed. Your tickets and a link to your order are on their way to '
            : 'Your payment is being confirmed. Your tickets and a link to your order are on their way to '}
          {email ? <strong>{email}</strong> : 'your e-mail'}.
        </p>
        <p className="muted">
          <Link to={createAccountPath(email)}>Create an account</Link> with the same e-mail address
          and confirm it: your tickets then appear in My Tickets.
        </p>
        <p>
          <Link to="/tickets">Find more events</Link>
        </p>
      </section>
    </main>
  );
}
