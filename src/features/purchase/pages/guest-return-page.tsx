// /orders/guest?reservation=… — where Stripe sends a guest back. A guest has no account to read
// the hold with, so the page says what happens next: the tickets and the order's link arrive by
// e-mail once Stripe confirms the payment.
import { Link } from 'react-router-dom';
import '../components/purchase.css';

export function GuestReturnPage() {
  return (
    <main className="page page-narrow purchase">
      <h1>Thank you!</h1>
      <section className="card" role="status">
        <p>
          Your payment is being confirmed. Your tickets and a link to your order are on their way to
          your e-mail.
        </p>
        <p className="muted">
          Create an account with the same e-mail address and confirm it: your tickets then appear in
          My Tickets.
        </p>
        <p>
          <Link to="/tickets">Find more events</Link>
        </p>
      </section>
    </main>
  );
}
