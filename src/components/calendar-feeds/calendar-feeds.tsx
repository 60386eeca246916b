// Calendar feeds on the uploads page: add a Google Calendar, Outlook or website iCalendar address
// once and its events (weekly classes included) sync by the hour. Each feed shows its last and
// next sync ("syncing…" while one runs), its events and those over the cap ("N more not
// imported"), the last error in words, Sync now and Remove (keeping or removing its events).
import { dateFormat } from '@/contract/date-formats';
import { useState, type FormEvent } from 'react';
import { styleName } from '@/contract/dance-style-names';
import { DANCE_STYLES, type DanceStyle } from '@/contract/events';
import {
  MAX_FEED_OCCURRENCES,
  notImportedNote,
  type FeedSubscription,
} from '@/contract/feed-subscriptions';
import { messageOf } from '@/lib/api/result';
import {
  useAddFeed,
  useFeeds,
  useRemoveFeed,
  useSyncFeed,
} from '@/lib/feeds/feed-subscriptions-api';
import './calendar-feeds.css';

const when = (iso: string | null) =>
  iso ? dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'Not yet';

function FeedItem({ feed }: { feed: FeedSubscription }) {
  const sync = useSyncFeed();
  const remove = useRemoveFeed();
  const [removing, setRemoving] = useState(false);
  const failure = sync.error ?? remove.error;
  return (
    <li className="card feed-item">
      <h3>{feed.name}</h3>
      <p className="feed-url">{feed.url}</p>
      <dl className="feed-facts">
        <dt>Events</dt>
        <dd>{feed.eventCount}</dd>
        <dt>Last sync</dt>
        <dd>
          <span role="status">{feed.syncing ? 'syncing…' : when(feed.lastSyncedAt)}</span>
        </dd>
        <dt>Next sync</dt>
        <dd>{when(feed.nextSyncAt)}</dd>
        {feed.defaultStyle && (
          <>
            <dt>Style</dt>
            <dd>{feed.defaultStyle}</dd>
          </>
        )}
      </dl>
      {feed.notImported > 0 && (
        <p className="feed-note">
          {notImportedNote(feed.notImported)}: a feed brings in its soonest {MAX_FEED_OCCURRENCES}{' '}
          events.
        </p>
      )}
      {feed.lastError && (
        <p className="alert alert-error" role="alert">
          {feed.lastError}
        </p>
      )}
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageOf(failure, 'That did not work. Please try again.')}
        </p>
      )}
      {removing ? (
        <div className="feed-actions" role="group" aria-label={`Remove ${feed.name}`}>
          <p>Remove this feed. What should happen to its events?</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => remove.mutate({ feedId: feed.id, keepEvents: true })}
          >
            Keep its events
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => remove.mutate({ feedId: feed.id, keepEvents: false })}
          >
            Remove its events
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRemoving(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <div className="feed-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={sync.isPending || feed.syncing}
            onClick={() => sync.mutate(feed.id)}
          >
            {sync.isPending || feed.syncing ? 'Syncing...' : 'Sync now'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRemoving(true)}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

export function CalendarFeeds() {
  const feeds = useFeeds();
  const add = useAddFeed();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [style, setStyle] = useState<DanceStyle | ''>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { url: url.trim(), name: name.trim(), defaultStyle: style || null },
      {
        onSuccess: () => {
          setUrl('');
          setName('');
          setStyle('');
        },
      },
    );
  };

  return (
    <section aria-labelledby="feeds-heading" className="calendar-feeds">
      <h2 id="feeds-heading">Calendar feeds</h2>
      <p className="muted">
        Paste your Google Calendar, Outlook or website calendar address (iCal, .ics or webcal://)
        once: its events, weekly classes included, appear for the next 12 weeks and sync every hour.
      </p>
      <form className="form feed-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="feed-url">Feed address</label>
          <input
            id="feed-url"
            type="url"
            inputMode="url"
            required
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={url}
            onChange={(change) => setUrl(change.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="feed-name">Name</label>
          <input
            id="feed-name"
            required
            maxLength={100}
            value={name}
            onChange={(change) => setName(change.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="feed-style">Dance style</label>
          <select
            id="feed-style"
            value={style}
            onChange={(change) => setStyle(change.target.value as DanceStyle | '')}
          >
            <option value="">Found from each event’s words</option>
            {DANCE_STYLES.map((entry) => (
              <option key={entry} value={entry}>
                {styleName(entry)}
              </option>
            ))}
          </select>
        </div>
        {add.error && (
          <p className="alert alert-error" role="alert">
            {messageOf(add.error, 'The feed could not be added. Please try again.')}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add feed'}
        </button>
      </form>
      {feeds.data && feeds.data.length > 0 ? (
        <ul className="feed-list">
          {feeds.data.map((feed) => (
            <FeedItem key={feed.id} feed={feed} />
          ))}
        </ul>
      ) : (
        <p className="muted">{feeds.isPending ? 'Loading feeds...' : 'No calendar feeds yet.'}</p>
      )}
    </section>
  );
}
