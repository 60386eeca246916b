// "How many of you are checking in?": a dancer holding several tickets says how many people are
// at the door now; the rest stay valid for friends who arrive later.
import { useState } from 'react';

interface Props {
  eventTitle: string;
  remaining: number;
  busy: boolean;
  onChoose: (count: number) => void;
}

export function CheckInCount({ eventTitle, remaining, busy, onChoose }: Props) {
  const [count, setCount] = useState(1);
  return (
    <form
      className="card form"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(count);
      }}
    >
      <h2>How many of you are checking in?</h2>
      <p>
        You have {remaining} tickets for {eventTitle} that have not been used yet.
      </p>
      <div className="field">
        <label htmlFor="check-in-count">People checking in now</label>
        <select
          id="check-in-count"
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {Array.from({ length: remaining }, (_, index) => index + 1).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Checking in…' : 'Check in'}
      </button>
    </form>
  );
}
