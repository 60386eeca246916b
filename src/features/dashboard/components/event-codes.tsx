// An event's promo and access codes in Sales: each with what it takes off, its limits, and how it
// sold (uses, orders, revenue, discount given); New code, Edit and Remove (asked once more).
import { shortDateTimeOf } from '@/lib/event-time';
import { useState } from 'react';
import { formatMoney } from '@/contract/money';
import type { OrganiserCode } from '@/contract/promo-codes';
import type { TicketType } from '@/contract/ticketing';
import { QueryStatus } from '@/components/query-status';
import { messageOf } from '@/lib/api/result';
import { useCodes, useDeleteCode } from '../api/codes';
import { CodeForm } from './code-form';

interface Props {
  configurationId: string;
  ticketTypes: TicketType[];
  /** The event's zone: codes' windows are shown and typed in it. */
  timeZone: string;
}

function offText(code: OrganiserCode) {
  if (code.percentOff !== null) return `${code.percentOff} % off`;
  if (code.amountOff !== null) return `${formatMoney(code.amountOff, code.currency)} off each`;
  return 'no discount';
}

function limitsText(code: OrganiserCode, timeZone: string) {
  return [
    code.maxUses !== null ? `${code.uses} of ${code.maxUses} used` : `${code.uses} used`,
    code.maxUsesPerBuyer !== null && `${code.maxUsesPerBuyer} per buyer`,
    code.minQuantity > 1 && `${code.minQuantity} or more tickets`,
    code.validFrom && `from ${shortDateTimeOf(code.validFrom, timeZone)}`,
    code.validUntil && `until ${shortDateTimeOf(code.validUntil, timeZone)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function EventCodes({ configurationId, ticketTypes, timeZone }: Props) {
  const codes = useCodes(configurationId);
  const remove = useDeleteCode(configurationId);
  // The code being edited: its id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<OrganiserCode | null>(null);
  const typeNames = (ids: string[]) =>
    ids
      .map((id) => ticketTypes.find((type) => type.id === id)?.name ?? 'a removed type')
      .join(', ');

  return (
    <section aria-labelledby="codes-heading" className="event-codes">
      <h3 id="codes-heading">Promo and access codes</h3>
      <QueryStatus query={codes} what="Codes" />
      {remove.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(remove.error, 'The code could not be removed. Please try again.')}
        </p>
      )}
      {removing && (
        <div className="alert alert-info" role="alertdialog" aria-label="Confirm removal">
          <p>Remove code {removing.code}? Orders made with it keep their discount.</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={remove.isPending}
              onClick={() => void remove.mutateAsync(removing.id).finally(() => setRemoving(null))}
            >
              Remove
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setRemoving(null)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {codes.data && codes.data.length === 0 && editing === null && (
        <p className="muted">No codes yet.</p>
      )}
      <ul className="event-codes__list">
        {codes.data?.map((code) =>
          editing === code.id ? (
            <li key={code.id}>
              <CodeForm
                timeZone={timeZone}
                configurationId={configurationId}
                ticketTypes={ticketTypes}
                code={code}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={code.id} className="card">
              <p>
                <strong>
                  <code>{code.code}</code>
                </strong>{' '}
                · {code.kind === 'access' ? `unlocks ${typeNames(code.unlocks)}` : offText(code)}
                {code.kind === 'promo' &&
                  code.ticketTypeIds &&
                  ` · for ${typeNames(code.ticketTypeIds)}`}
              </p>
              <p className="muted">{limitsText(code, timeZone)}</p>
              <p>
                {code.orders} order{code.orders === 1 ? '' : 's'} · revenue{' '}
                {formatMoney(code.revenue, code.currency)} · discount given{' '}
                {formatMoney(code.discountGiven, code.currency)}
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setEditing(code.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setRemoving(code)}
                >
                  Remove
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <CodeForm
          timeZone={timeZone}
          configurationId={configurationId}
          ticketTypes={ticketTypes}
          code={null}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setEditing('new')}>
          New code
        </button>
      )}
    </section>
  );
}
