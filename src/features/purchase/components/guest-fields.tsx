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
  return (
    <fieldset className="card guest-fields" disabled={disabled}>
      <legend>Who is buying?</legend>
      <p>
        Have an account?{' '}
        <button type="button" className="button button-secondary" onClick={onSignIn}>
          Sign in
        </button>
      </p>
      <p className="muted">
        Or buy as a guest: your tickets and a link to your order come by e-mail. Create an account
        with this address later and they appear in My Tickets.
      </p>
      <div className="field">
        <label htmlFor="guest-email">E-mail</label>
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
        <label htmlFor="guest-name">Your name</label>
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
