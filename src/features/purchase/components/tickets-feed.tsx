// My tickets in my phone's calendar: a secret feed address (shown when made; making a new one
// or stopping it ends the old one), to subscribe to once. "Stop" is offered only while an address
// exists.
import { useI18n } from '@/lib/i18n/use-i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubscribeLinks } from '@/components/subscribe-links';
import { messageOf } from '@/lib/api/result';
import { newTicketsFeed, removeTicketsFeed, useTicketsFeedActive } from '../api/tickets-feed';
import { purchaseKeys } from '../api/query-keys';

export function TicketsFeed() {
  const i18n = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const active = useTicketsFeedActive();
  const queryClient = useQueryClient();
  const setActive = (value: boolean) => queryClient.setQueryData(purchaseKeys.ticketsFeed(), value);
  const [note, setNote] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setNote(null);
    try {
      await action();
    } catch (error) {
      setNote(messageOf(error, i18n._('myTickets.failed')));
    }
  };
  return (
    <section className="card" aria-labelledby="tickets-feed-title">
      <h2 id="tickets-feed-title">{i18n._('myTickets.feed')}</h2>
      <p className="muted">{i18n._('myTickets.feed.hint')}</p>
      {url ? (
        <SubscribeLinks label={i18n._('myTickets.feed.label')} url={url} />
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void run(async () => {
              setUrl(await newTicketsFeed());
              setActive(true);
            })
          }
        >
          {active.data ? i18n._('myTickets.feed.new') : i18n._('myTickets.feed.get')}
        </button>
      )}{' '}
      {(url !== null || active.data === true) && (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            void run(async () => {
              await removeTicketsFeed();
              setUrl(null);
              setActive(false);
              setNote(i18n._('myTickets.feed.stopped'));
            })
          }
        >
          {i18n._('myTickets.feed.stop')}
        </button>
      )}
      {note && <p role="status">{note}</p>}
    </section>
  );
}
