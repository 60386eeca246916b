// "Have a code?": the buyer types (or the link carries, ?code=) a promo or access code; the
// server's check answers its rule and the hidden types it unlocks, and the contract's price rule
// says what it takes off the selection as it changes. Loaded on its own (React.lazy), only for
// events that have codes, so the purchase page of any other event carries none of it.
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { useEffect, useState } from 'react';
import type { CodeCheck } from '@/contract/code-check';
import { priceWithCode, type PricedLine } from '@/contract/promo-code-rule';
import { failureMessage } from '@/lib/api/result';
import { checkCode } from '../api/check-code';
import type { AppliedCode } from '../lib/applied-code';

interface Props {
  ticketingConfigId: string;
  /** The code the link carried, applied at once. */
  initialCode: string | null;
  /** The selection at the server's prices (cents). */
  lines: PricedLine[];
  disabled: boolean;
  onChange: (applied: AppliedCode | null) => void;
}

/** What the checked code does to the selection: its discount, or why it does not apply yet. */
function appliedTo(check: CodeCheck, lines: PricedLine[]) {
  const price = priceWithCode(
    {
      kind: check.kind,
      percentOff: check.percentOff,
      amountOffCents: check.amountOff === null ? null : Math.round(check.amountOff * 100),
      ticketTypeIds: check.ticketTypeIds,
      unlocks: check.unlocked.map((type) => type.id),
      minQuantity: check.minQuantity,
      // The server checked the window just now, and checks it again when the order is made.
      validFrom: null,
      validUntil: null,
    },
    lines,
    new Date(),
  );
  const applied: AppliedCode = {
    code: check.code,
    discount: price.ok ? price.discountCents / 100 : 0,
    send: price.ok,
    unlocked: check.unlocked,
  };
  return { applied, problem: price.ok || lines.length === 0 ? null : price.message };
}

export function CodeField({ ticketingConfigId, initialCode, lines, disabled, onChange }: Props) {
  const i18n = useI18n();
  const [text, setText] = useState(initialCode ?? '');
  const [check, setCheck] = useState<CodeCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(code: string) {
    const wanted = code.trim();
    if (!wanted) return;
    setChecking(true);
    setError(null);
    const outcome = await checkCode({ ticketingConfigId, code: wanted, ticketSelections: [] });
    setChecking(false);
    if (outcome.ok) return setCheck(outcome.data.data);
    setCheck(null);
    setError(failureMessage(outcome, i18n._('purchase.code.checkFailed')));
  }

  useEffect(() => {
    if (initialCode) void apply(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the link carried
  }, []);

  const result = check && appliedTo(check, lines);
  const linesKey = JSON.stringify(lines);
  useEffect(() => {
    onChange(result?.applied ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the check and the selection
  }, [check, linesKey]);

  const remove = () => {
    setCheck(null);
    setText('');
    setError(null);
  };
  const problem = error ?? result?.problem ?? null;
  return (
    <section className="card code-field" aria-labelledby="code-heading">
      <h3 id="code-heading">{i18n._('purchase.code.title')}</h3>
      {check ? (
        <p className="code-field__applied">
          <span>
            {richText(
              check.unlocked.length > 0
                ? i18n._('purchase.code.appliedUnlocked', {
                    code: check.code,
                    types: check.unlocked.map((type) => type.name).join(', '),
                  })
                : i18n._('purchase.code.applied', { code: check.code }),
              [(code) => <strong>{code}</strong>],
            )}
          </span>
          <button
            type="button"
            className="button button-secondary"
            onClick={remove}
            disabled={disabled}
          >
            {i18n._('purchase.code.remove')}
          </button>
        </p>
      ) : (
        <div className="code-field__entry">
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label htmlFor="promo-code">{i18n._('purchase.code.label')}</label>
            <input
              id="promo-code"
              value={text}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={problem ? 'promo-code-problem' : undefined}
              onChange={(change) => setText(change.target.value)}
              onKeyDown={(key) => {
                // Enter applies the code rather than buying.
                if (key.key !== 'Enter') return;
                key.preventDefault();
                void apply(text);
              }}
            />
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled || checking || !text.trim()}
            onClick={() => void apply(text)}
          >
            {checking ? i18n._('purchase.code.checking') : i18n._('purchase.code.apply')}
          </button>
        </div>
      )}
      {problem && (
        <p id="promo-code-problem" className="field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
