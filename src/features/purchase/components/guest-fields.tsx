import { useI18n } from '@/lib/i18n/use-i18n';

// The review step for a visitor: sign in (one click, the selection kept) or buy as a guest with an
// e-mail and a name — the tickets and a link to the order come by e-mail, and an account made
// later with that address (once confirmed) finds them in My Tickets. Its request code loads only
// when a guest pays (api/guest-checkout.ts).
export interface GuestDraft {
  email: string;
  name: string;
}

interface Props {
  guest: GuestDraft;
  disabled: boolean;
  onChange: (guest: GuestDraft) => void;
  onSignIn: () => void;
}

export function GuestFields({ guest, disabled, onChange, onSignIn }: Props) {
  const i18n = useI18n();
  return (
    <fieldset className="card guest-fields" disabled={disabled}>
      <legend>{i18n._('purchase.guest.who')}</legend>
      <p>
        {i18n._('purchase.guest.haveAccount')}{' '}
        <button type="button" className="button button-secondary" onClick={onSignIn}>
          {i18n._('purchase.guest.signIn')}
        </button>
      </p>
      <p className="muted">{i18n._('purchase.guest.asGuest')}</p>
      <div className="field">
        <label htmlFor="guest-email">{i18n._('purchase.guest.email')}</label>
        <input
          id="guest-email"
          type="email"
          autoComplete="email"
          required
          value={guest.email}
          onChange={(event) => onChange({ ...guest, email: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="guest-name">{i18n._('purchase.guest.name')}</label>
        <input
          id="guest-name"
          autoComplete="name"
          required
          maxLength={120}
          value={guest.name}
          onChange={(event) => onChange({ ...guest, name: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
