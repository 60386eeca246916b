// An event's rules for its buyers in Sales: whether tickets may be passed on and until how many
// hours before the start, and the refund policy as rules a cancellation applies (up to five: "100 %
// until 168 hours before", each said in words beside it: 0 is "until the event starts"); no rule: buyers can only ask for a refund. Beneath, the refunds buyers
// asked for, which the school grants from Orders.
import { useEffect, useState, type FormEvent } from 'react';
import { QueryStatus } from '@/components/query-status';
import {
  hoursText,
  MAX_REFUND_RULES,
  refundPolicyText,
  refundRulesProblem,
  type BuyerChangeSettings,
  type RefundRule,
} from '@/contract/ticket-changes';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import {
  useBuyerChangeSettings,
  useRefundRequests,
  useSaveBuyerChangeSettings,
} from '../api/buyer-changes';

const wholeNumber = (text: string) => Math.max(0, Math.trunc(Number(text) || 0));

export function RulesForm({
  configurationId,
  saved,
}: {
  configurationId: string;
  saved: BuyerChangeSettings;
}) {
  const save = useSaveBuyerChangeSettings(configurationId);
  const [settings, setSettings] = useState(saved);
  const [done, setDone] = useState(false);
  useEffect(() => setSettings(saved), [saved]);
  const rules = settings.refundRules ?? [];
  // The server's own rule (src/contract): two rules for one deadline, or a rule never applied.
  const problem = refundRulesProblem(settings.refundRules);
  const setRules = (next: RefundRule[]) => {
    setSettings({ ...settings, refundRules: next.length > 0 ? next : null });
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setDone((await save.mutateAsync(settings).catch(() => null)) !== null);
  };

  return (
    <form aria-label="Transfers and refunds" onSubmit={(event) => void submit(event)}>
      <label className="check-row">
        <input
          type="checkbox"
          checked={settings.transfersAllowed}
          onChange={(event) => {
            setSettings({ ...settings, transfersAllowed: event.target.checked });
            setDone(false);
          }}
        />
        Buyers may pass tickets on to someone else
      </label>
      {settings.transfersAllowed && (
        <div className="field">
          <label htmlFor="transfer-cutoff">Until how many hours before the start</label>
          <input
            id="transfer-cutoff"
            type="number"
            min={0}
            inputMode="numeric"
            aria-describedby="transfer-cutoff-hint"
            value={settings.transferCutoffHours}
            onChange={(event) => {
              setSettings({ ...settings, transferCutoffHours: wholeNumber(event.target.value) });
              setDone(false);
            }}
          />
          <p id="transfer-cutoff-hint" className="muted">
            Tickets can be passed on until {hoursText(settings.transferCutoffHours)}.
          </p>
        </div>
      )}
      <fieldset>
        <legend>Refund on cancellation</legend>
        {rules.map((rule, index) => (
          <div key={index} className="refund-rule">
            <label>
              Refund %{' '}
              <input
                className="input"
                type="number"
                min={1}
                max={100}
                value={rule.percent}
                onChange={(event) =>
                  setRules(
                    rules.map((one, at) =>
                      at === index ? { ...one, percent: wholeNumber(event.target.value) } : one,
                    ),
                  )
                }
              />
            </label>{' '}
            <label>
              until hours before{' '}
              <input
                className="input"
                type="number"
                min={0}
                value={rule.hoursBefore}
                onChange={(event) =>
                  setRules(
                    rules.map((one, at) =>
                      at === index ? { ...one, hoursBefore: wholeNumber(event.target.value) } : one,
                    ),
                  )
                }
              />
            </label>{' '}
            <span className="muted">(until {hoursText(rule.hoursBefore)})</span>{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => setRules(rules.filter((_, at) => at !== index))}
              aria-label={`Remove refund rule ${index + 1}`}
            >
              Remove
            </button>
          </div>
        ))}
        {rules.length < MAX_REFUND_RULES && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRules([...rules, { percent: 100, hoursBefore: 24 }])}
          >
            Add a refund rule
          </button>
        )}
        {problem ? (
          <p id="refund-rules-problem" className="alert alert-error" role="alert">
            {problem}
          </p>
        ) : (
          <p className="muted">{refundPolicyText(settings.refundRules)}</p>
        )}
      </fieldset>
      {save.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(save.error, 'The rules could not be saved. Please try again.')}
        </p>
      )}
      {done && (
        <p className="alert alert-success" role="status">
          Saved.
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={save.isPending || problem !== null}
        aria-describedby={problem ? 'refund-rules-problem' : undefined}
      >
        {save.isPending ? 'Saving…' : 'Save transfers and refunds'}
      </button>
    </form>
  );
}

export function BuyerChangeRules({
  configurationId,
  timeZone,
}: {
  configurationId: string;
  timeZone: string;
}) {
  const settings = useBuyerChangeSettings(configurationId);
  const requests = useRefundRequests(configurationId);
  return (
    <section aria-labelledby="buyer-changes-heading" className="buyer-change-rules">
      <h3 id="buyer-changes-heading">Transfers and refunds</h3>
      {settings.data ? (
        <RulesForm configurationId={configurationId} saved={settings.data} />
      ) : (
        <QueryStatus query={settings} what="Transfers and refunds" />
      )}
      <h4>Refund requests</h4>
      {requests.data?.length === 0 && <p className="muted">No buyer has asked for a refund.</p>}
      <ul className="refund-requests">
        {(requests.data ?? []).map((request) => (
          <li key={request.id}>
            <strong>{request.buyerEmail}</strong> · {request.ticketTypeName} ·{' '}
            <code>{request.code}</code> · asked {shortDateTimeOf(request.requestedAt, timeZone)}
            {request.settled ? ' · refunded' : ' · open: refund it in Orders'}
            {request.message && <blockquote>{request.message}</blockquote>}
          </li>
        ))}
      </ul>
    </section>
  );
}
