// /orders/guest — where a guest lands after buying: back from Stripe (?reservation=…), or after a
// demo purchase, issued at once (?issued=1). A guest has no account to read the order with, so the
// page says what happens next: the tickets and the order's link come by e-mail, and an account
// made (and confirmed) with the same address has them in My Tickets.
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { createAccountPath } from '../lib/create-account-path';
import '../components/purchase.css';

export function GuestReturnPage() {
  const i18n = useI18n();
  const issued = useSearchParams()[0].get('issued') === '1';
  // The purchase page passes the address along (never in the address bar).
  const state: unknown = useLocation().state;
  const email =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : null;
  return (
    <main className="page page-narrow purchase">
      <h1>{i18n._('guest.thanks')}</h1>
      <section className="card" role="status">
        <p>
          {richText(
            i18n._(issued ? /* i18n */ 'guest.confirmed' : /* i18n */ 'guest.confirming', {
              email: email ?? i18n._('guest.yourEmail'),
            }),
            [(text) => (email ? <strong>{text}</strong> : text)],
          )}
        </p>
        <p className="muted">
          {richText(i18n._('guest.createAccount'), [
            (text) => <Link to={createAccountPath(email)}>{text}</Link>,
          ])}
        </p>
        <p>
          <Link to="/tickets">{i18n._('guest.moreEvents')}</Link>
        </p>
      </section>
    </main>
  );
}
