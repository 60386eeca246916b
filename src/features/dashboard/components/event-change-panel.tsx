// "Cancel or postpone" under a published event: the event's state and the progress of its
// cancellation or postponement, and the two actions, each confirmed in a dialog that says what
// will happen (how many tickets, the refunds in total) before anything is sent.
import { useRef, useState } from 'react';
import { formatMoney } from '@/contract/money';
import type { EventChange, EventChangesView } from '@/contract/event-changes';
import { Modal } from '@/components/modal/modal';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useEventChange, useRequestEventChange } from '../api/event-change';

interface Props {
  configurationId: string;
  timeZone: string;
}

const STATUS_LABEL: Record<EventChange['status'], string> = {
  queued: 'Queued',
  running: 'Under way',
  done: 'Done',
  failed: 'Stopped: some refunds failed',
};

function progressText(change: EventChange, view: EventChangesView, timeZone: string) {
  const what =
    change.kind === 'cancel'
      ? 'Cancellation'
      : `Postponement to ${shortDateTimeOf(change.newStartsAt!, timeZone)}`;
  const money =
    change.kind === 'cancel'
      ? `, ${formatMoney(change.refundedCents / 100, view.currency)} refunded`
      : '';
  return `${what}: ${STATUS_LABEL[change.status]} — ${change.ordersDone} of ${change.ordersTotal} orders${money}.`;
}

function DateField(props: { id: string; label: string; value: string; set: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="datetime-local"
        value={props.value}
        required
        onChange={(e) => props.set(e.currentTarget.value)}
      />
    </div>
  );
}

const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

export function EventChangePanel({ configurationId, timeZone }: Props) {
  const view = useEventChange(configurationId);
  const request = useRequestEventChange(configurationId);
  const [asking, setAsking] = useState<'cancel' | 'postpone' | null>(null);
  const [note, setNote] = useState('');
  const [newStart, setNewStart] = useState('');
  const [refundUntil, setRefundUntil] = useState('');
  // One key per confirmation: pressing again after a lost answer is the same action.
  const clientKey = useRef('');
  if (view.isPending) return <p className="muted">Loading…</p>;
  if (view.isError) return <p className="alert alert-error">This could not be loaded.</p>;
  const data = view.data;
  const underWay = data.changes.some((c) => c.status === 'queued' || c.status === 'running');
  const open = (which: 'cancel' | 'postpone') => {
    clientKey.current = crypto.randomUUID();
    request.reset();
    setAsking(which);
  };
  const submit = () => {
    const base = { clientKey: clientKey.current, note };
    request.mutate(
      asking === 'cancel'
        ? { kind: 'cancel', ...base }
        : {
            kind: 'postpone',
            ...base,
            newStartsAt: isoOf(newStart),
            refundUntil: isoOf(refundUntil),
          },
      { onSuccess: () => setAsking(null) },
    );
  };
  const refunds = formatMoney(data.refundCents / 100, data.currency);
  const tickets = `${data.tickets} ticket${data.tickets === 1 ? '' : 's'}`;
  return (
    <div className="event-change">
      {data.state === 'cancelled' && (
        <p className="alert alert-error" role="status">
          This event was cancelled.
        </p>
      )}
      {data.state === 'postponed' && (
        <p className="alert alert-info" role="status">
          Postponed to {shortDateTimeOf(data.startsAt, timeZone)}
          {data.refundUntil &&
            ` · full refunds until ${shortDateTimeOf(data.refundUntil, timeZone)}`}
        </p>
      )}
      {data.changes.length > 0 && (
        <ul className="event-change__log" aria-label="Progress">
          {data.changes.map((change) => (
            <li key={change.id}>{progressText(change, data, timeZone)}</li>
          ))}
        </ul>
      )}
      {data.state !== 'cancelled' && (
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary"
            disabled={underWay}
            onClick={() => open('postpone')}
          >
            Postpone event
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={underWay}
            onClick={() => open('cancel')}
          >
            Cancel event
          </button>
        </div>
      )}
      <Modal
        open={asking !== null}
        title={asking === 'cancel' ? 'Cancel this event?' : 'Postpone this event'}
        onClose={() => setAsking(null)}
        footer={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAsking(null)}
            >
              Keep it as it is
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={request.isPending}
              onClick={submit}
            >
              {asking === 'postpone'
                ? 'Postpone and tell holders'
                : data.refundCents > 0
                  ? `Cancel and refund ${refunds}`
                  : 'Cancel event'}
            </button>
          </>
        }
      >
        {asking === 'cancel' ? (
          <p>
            Sales stop now.{' '}
            {data.tickets === 0
              ? 'No tickets are held: there is nothing to refund.'
              : `All ${tickets} in ${data.orders} order${data.orders === 1 ? '' : 's'} are refunded — ${refunds} in total — and every holder is e-mailed “Cancelled”.`}
            {data.waiting > 0 && ` The ${data.waiting} people waiting leave the waitlist.`} This
            cannot be undone.
          </p>
        ) : (
          <>
            <p>
              The {tickets} stay valid for the new date. Every holder is e-mailed the new date and
              may take a full refund until the cut-off.
            </p>
            <DateField
              id={`postpone-start-${configurationId}`}
              label="New date and time"
              value={newStart}
              set={setNewStart}
            />
            <DateField
              id={`postpone-refunds-${configurationId}`}
              label="Full refunds until"
              value={refundUntil}
              set={setRefundUntil}
            />
          </>
        )}
        <div className="field">
          <label htmlFor={`change-note-${configurationId}`}>
            A word to ticket holders (optional)
          </label>
          <textarea
            id={`change-note-${configurationId}`}
            value={note}
            rows={3}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </div>
        {request.error && (
          <p className="alert alert-error" role="alert">
            {messageOf(request.error, 'This could not be done. Please try again.')}
          </p>
        )}
      </Modal>
    </div>
  );
}
