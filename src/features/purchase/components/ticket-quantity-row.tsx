// One ticket type on the purchase form: name, description, price, what is left, and its quantity
// (0 to the smaller of what is left and 10) — for a role-based type, one quantity per role, each
// saying whether the balance lets that role in now; with sessions, what it admits to, and when a
// session it needs is full, which. A sold-out type offers its waiting list.
import { useI18n } from '@/lib/i18n/use-i18n';
import { i18n } from '@/lib/i18n/i18n';
import type { ReactNode } from 'react';
import type { PurchaseEvent } from '@/contract/purchases';
import type { PublicSession } from '@/contract/sessions';
import { formatMoney } from '@/lib/i18n/format';
import { MAX_TICKETS_PER_TYPE } from '@/contract/purchases';
import {
  availabilityOf,
  clampQuantity,
  maxFor,
  mustWait,
  purchaseLinesOf,
  type PurchaseLine,
  type Quantities,
} from '../lib/purchase-rules';
import { tierNoteOf, unitPriceOf } from '../lib/tier-prices';
import { AdmitsList } from './admits-list';
import { QuantityPicker } from './quantity-picker';

/** "Sold out", or why when a session it admits to is full ("Sold out — Saturday Bootcamp is
 * full"); null while places are left. */
export function soldOutText(type: PurchaseEvent['ticketTypes'][number]): string | null {
  if (type.soldOutReason) return i18n._('purchase.soldOutBecause', { reason: type.soldOutReason });
  return type.availableQuantity === 0 ? i18n._('purchase.soldOut') : null;
}

interface Props {
  type: PurchaseEvent['ticketTypes'][number];
  /** The event's sessions and zone: with more than one, the type says which it admits to. */
  sessions: PublicSession[];
  timeZone: string;
  quantities: Quantities;
  disabled: boolean;
  onChange: (key: string, quantity: number) => void;
  /** Joins a blocked role's waitlist, or a sold-out type's; null where waitlists are not offered. */
  onJoinWaitlist: ((line: PurchaseLine) => void) | null;
  /** What else the type asks (a pay-what-you-want amount). */
  children?: ReactNode;
}

export function TicketQuantityRow({
  type,
  sessions,
  timeZone,
  quantities,
  disabled,
  onChange,
  onJoinWaitlist,
  children,
}: Props) {
  useI18n();
  const lines = purchaseLinesOf(type);
  const chosen = lines.reduce((sum, line) => sum + (quantities[line.key] ?? 0), 0);
  const tier = tierNoteOf(type, timeZone);
  // An order that would cross a count step pays the next price for all its tickets.
  const groupPrice = unitPriceOf(type, Math.max(1, chosen));
  const pickerOf = (line: (typeof lines)[number]) => (
    <QuantityPicker
      id={`quantity-${line.key.replace(':', '-')}`}
      name={line.name}
      quantity={quantities[line.key] ?? 0}
      max={maxFor(line, quantities)}
      disabled={disabled}
      onChange={(value) => onChange(line.key, clampQuantity(value, line, quantities))}
    />
  );
  return (
    <li className="ticket-row">
      <div className="ticket-row__about">
        <h3>{type.name}</h3>
        {type.description && <p>{type.description}</p>}
        <p className="muted">
          {type.payWhatYouWant
            ? i18n._('purchase.pwywFrom', { price: formatMoney(type.price, type.currency) })
            : formatMoney(type.price, type.currency)}
          {tier?.label && ` ${tier.label}`} ·{' '}
          {soldOutText(type) ?? i18n._('purchase.left', { count: type.availableQuantity })}
        </p>
        {tier?.next && (
          <p className="ticket-row__tier">
            {tier.next}
            {tier.left && ` · ${tier.left}`}
          </p>
        )}
        {groupPrice !== type.price && (
          <p className="ticket-row__tier" role="status">
            {i18n._('purchase.together', {
              count: chosen,
              price: formatMoney(groupPrice, type.currency),
            })}
          </p>
        )}
        {children}
        <AdmitsList sessions={sessions} sessionIds={type.sessionIds} timeZone={timeZone} />
        {chosen >= MAX_TICKETS_PER_TYPE && (
          <p className="muted" role="status">
            {i18n._('purchase.maxPerType', { max: MAX_TICKETS_PER_TYPE })}
          </p>
        )}
      </div>
      {type.roles ? (
        <ul className="ticket-roles" aria-label={i18n._('purchase.rolesFor', { name: type.name })}>
          {lines.map((line) => (
            <li key={line.key} className="ticket-role">
              <div>
                <strong>{line.label}</strong>
                <p className="muted">{availabilityOf(line)}</p>
                {onJoinWaitlist && mustWait(line) && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={disabled}
                    onClick={() => onJoinWaitlist(line)}
                  >
                    {i18n._('purchase.joinRoleWaitlist', { role: line.label })}
                  </button>
                )}
              </div>
              {pickerOf(line)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="ticket-row__line">
          {pickerOf(lines[0]!)}
          {onJoinWaitlist && type.availableQuantity === 0 && (
            <button
              type="button"
              className="button button-secondary"
              disabled={disabled}
              onClick={() => onJoinWaitlist(lines[0]!)}
            >
              {i18n._('purchase.joinWaitlist')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
