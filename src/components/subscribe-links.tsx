// Subscribing to a calendar feed: a webcal:// link the phone's calendar opens, and the address
// to paste into a calendar that asks for one (Google Calendar: "From URL").
import { useState } from 'react';
import { webcalOf } from '@/contract/calendar-feeds';

export function SubscribeLinks({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="subscribe-links">
      <p>
        <a className="button button-secondary" href={webcalOf(url)}>
          Subscribe
        </a>{' '}
        <span>{label}</span>
      </p>
      <p className="subscribe-links__url">
        <input
          readOnly
          value={url}
          aria-label="Calendar address"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="link-button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
      </p>
    </div>
  );
}
