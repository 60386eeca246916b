// My tickets in my phone's calendar: a secret feed address (shown when made; making a new one
// or stopping it ends the old one), to subscribe to once. "Stop" is offered only while an address
// exists.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubscribeLinks } from '@/components/subscribe-links';
import { messageOf } from '@/lib/api/result';
import { newTicketsFeed, removeTicketsFeed, useTicketsFeedActive } from '../api/tickets-feed';
import { purchaseKeys } from '../api/query-keys';

export function TicketsFeed() {
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
      setNote(messageOf(error, 'That did not work. Please try again.'));
    }
  };
  return (
    <section className="card" aria-labelledby="tickets-feed-title">
      <h2 id="tickets-feed-title">Your tickets in your calendar</h2>
      <p className="muted">
        A private calendar address with the events you hold tickets for; your calendar keeps it up
        to date. Anyone with the address sees those events: make a new one, or stop it, at any time.
      </p>
      {url ? (
        <SubscribeLinks label="Your tickets’ calendar" url={url} />
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
          {active.data ? 'Get a new calendar address' : 'Get my calendar address'}
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
              setNote('Your calendar address was stopped.');
            })
          }
        >
          Stop my calendar address
        </button>
      )}
      {note && <p role="status">{note}</p>}
    </section>
  );
}
