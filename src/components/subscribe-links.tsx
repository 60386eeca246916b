// Subscribing to a calendar feed: a webcal:// link the phone's calendar opens, and the address
// to paste into a calendar that asks for one (Google Calendar: "From URL").
import { useState } from 'react';
import { webcalOf } from '@/contract/calendar-feeds';
import { useI18n } from '@/lib/i18n/use-i18n';

export function SubscribeLinks({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const i18n = useI18n();
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
          {i18n._('subscribe.button')}
        </a>{' '}
        <span>{label}</span>
      </p>
      <p className="subscribe-links__url">
        <input
          readOnly
          value={url}
          aria-label={i18n._('subscribe.address')}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="link-button" onClick={() => void copy()}>
          {copied ? i18n._('subscribe.copied') : i18n._('subscribe.copy')}
        </button>
      </p>
    </div>
  );
}
