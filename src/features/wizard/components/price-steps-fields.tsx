// A ticket type's price steps in Ticket Setup: earlier prices by date ("Early Bird $80 until 1
// March 2027 23:59") or by count ("first 50 at $80"), each with its name, price and end(s), checked
// by the contract's rules as typed; the type's Price applies after the last step.
import { MAX_PRICE_STEPS } from '@/contract/price-tiers';
import { TextField } from '@/components/text-field';
import { blankPriceStep, priceStepProblems, type PriceStepFields } from '../lib/price-step-fields';

interface Props {
  idOf: (field: string) => string;
  typeName: string;
  /** The type's own price: a new step starts at it. */
  price: string;
  steps: PriceStepFields[];
  onChange: (steps: PriceStepFields[]) => void;
}

export function PriceStepsFields({ idOf, typeName, price, steps, onChange }: Props) {
  const { byStep, list } = priceStepProblems(steps);
  const set = (key: string, patch: Partial<PriceStepFields>) =>
    onChange(steps.map((step) => (step.key === key ? { ...step, ...patch } : step)));
  return (
    <fieldset className="price-steps">
      <legend>Price steps</legend>
      <p className="muted">
        Earlier prices, each until a date, a number of tickets sold, or both. The Price above
        applies after the last step.
      </p>
      {steps.map((step, index) => {
        const id = (field: string) => idOf(`step-${index}-${field}`);
        const problems = byStep.get(step.key) ?? [];
        return (
          <div
            key={step.key}
            className="price-step"
            role="group"
            aria-label={`Step ${index + 1}: ${typeName || 'this ticket'}`}
          >
            <div className="wizard-row">
              <TextField
                id={id('label')}
                label={`Step ${index + 1} name`}
                value={step.label}
                maxLength={60}
                onValue={(label) => set(step.key, { label })}
              />
              <TextField
                id={id('price')}
                label={`Step ${index + 1} price`}
                type="number"
                min={0}
                step={0.01}
                required
                value={step.price}
                invalid={problems.some((problem) => problem.includes('price'))}
                onValue={(value) => set(step.key, { price: value })}
              />
            </div>
            <div className="wizard-row">
              <TextField
                id={id('ends-at')}
                label={`Step ${index + 1} ends on`}
                type="datetime-local"
                value={step.endsAt}
                invalid={problems.length > 0 && !problems.some((p) => p.includes('price'))}
                onValue={(endsAt) => set(step.key, { endsAt })}
              />
              <TextField
                id={id('ends-after')}
                label={`Step ${index + 1} ends after this many sold`}
                type="number"
                min={1}
                step={1}
                value={step.endsAfterSold}
                invalid={problems.some((problem) => problem.includes('count'))}
                onValue={(endsAfterSold) => set(step.key, { endsAfterSold })}
              />
            </div>
            {problems.length > 0 && <p className="alert alert-error">{problems.join(' ')}</p>}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onChange(steps.filter((other) => other.key !== step.key))}
            >
              Remove step {index + 1}
            </button>
          </div>
        );
      })}
      {list && <p className="alert alert-error">{list}</p>}
      {steps.length < MAX_PRICE_STEPS && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...steps, blankPriceStep(price)])}
        >
          Add a price step
        </button>
      )}
    </fieldset>
  );
}
