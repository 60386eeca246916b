// The wizard's steps (spec §4): 1 Event Details, 2 Ticket Setup, 3 Checkout. A step button works
// for the current or an earlier step (any step when editing tickets already on sale, `reachable`);
// completed steps show a tick.
export const STEPS = ['Event Details', 'Ticket Setup', 'Checkout'] as const;

interface Props {
  step: number;
  completed: number;
  /** The furthest step a button opens. */
  reachable: number;
  onSelect: (step: number) => void;
}

export function StepButtons({ step, completed, reachable, onSelect }: Props) {
  return (
    <ol className="wizard-steps">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const done = number <= completed && number !== step;
        return (
          <li key={label}>
            <button
              type="button"
              className={`wizard-step${number === step ? ' is-current' : ''}${done ? ' is-done' : ''}`}
              aria-current={number === step ? 'step' : undefined}
              disabled={number > reachable}
              onClick={() => onSelect(number)}
            >
              <span className="wizard-step__number" aria-hidden="true">
                {done ? '✓' : number}
              </span>
              {label}
              {done && <span className="visually-hidden"> (completed)</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
