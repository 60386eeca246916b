// The passes of one kind a school sold, dancer by dancer (classes left, valid until, refunded),
// with Extend 4 weeks, Refund unused classes (pro rata) and Refund in full.
import { dateFormat } from '@/contract/date-formats';
import { useState } from 'react';
import { formatMoney } from '@/contract/money';
import { messageOf } from '@/lib/api/result';
import { useSoldPasses } from '../api/passes';

const dayOf = (iso: string) => dateFormat({ dateStyle: 'medium' }).format(new Date(iso));

type Action = 'extend' | 'unused' | 'full';

const LABELS: Record<Action, string> = {
  extend: 'Extend 4 weeks',
  unused: 'Refund unused classes',
  full: 'Refund in full',
};

export function SoldPasses({ organisationId, passId }: { organisationId: string; passId: string }) {
  const { sold, change } = useSoldPasses(organisationId, passId);
  // A refund cannot be undone: it asks once more, in place.
  const [confirming, setConfirming] = useState<{ id: string; action: Action } | null>(null);
  if (!sold.data || sold.data.length === 0) return <p className="muted">None sold yet.</p>;
  return (
    <>
      {change.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(change.error, 'That did not work. Please try again.')}
        </p>
      )}
      <ul className="sold-passes">
        {sold.data.map((pass) => (
          <li key={pass.id}>
            <span>
              <strong>{pass.email}</strong> · {pass.classesLeft} of {pass.classesTotal} left
              {pass.validUntil && ` · until ${dayOf(pass.validUntil)}`}
              {pass.status === 'refunded' &&
                ` · refunded ${formatMoney(pass.refunded, pass.currency)}`}
            </span>
            {pass.status === 'paid' && confirming?.id === pass.id && (
              <span className="button-row" role="group" aria-label="Confirm the refund">
                <span>
                  {LABELS[confirming.action]} for {pass.email}?
                </span>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={change.isPending}
                  onClick={() => {
                    change.mutate({ passOrderId: pass.id, action: confirming.action });
                    setConfirming(null);
                  }}
                >
                  Refund
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setConfirming(null)}
                >
                  Keep the pass
                </button>
              </span>
            )}
            {pass.status === 'paid' && confirming?.id !== pass.id && (
              <span className="button-row">
                {(['extend', 'unused', 'full'] as const).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className="button button-secondary"
                    disabled={change.isPending}
                    onClick={() =>
                      action === 'extend'
                        ? change.mutate({ passOrderId: pass.id, action })
                        : setConfirming({ id: pass.id, action })
                    }
                  >
                    {LABELS[action]}
                  </button>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
