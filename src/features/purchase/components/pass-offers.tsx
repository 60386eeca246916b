// The school's class passes that cover this class, on its purchase page: what each holds, for how
// long and at what price, and Buy pass (then book this class and the next ones from My Tickets).
import { formatMoney } from '@/contract/money';
import { courseNames, type ClassPass } from '@/contract/class-passes';

interface Props {
  passes: ClassPass[];
  disabled: boolean;
  onBuy: (pass: ClassPass) => void;
}

export function PassOffers({ passes, disabled, onBuy }: Props) {
  if (passes.length === 0) return null;
  return (
    <section className="card pass-offers" aria-labelledby="pass-offers-heading">
      <h3 id="pass-offers-heading">Coming every week? Class passes</h3>
      <ul className="ticket-rows">
        {passes.map((pass) => (
          <li key={pass.id} className="ticket-row">
            <div className="ticket-row__about">
              <h4>{pass.name}</h4>
              <p className="muted">
                {pass.classes} classes of {courseNames(pass.courses)} · valid {pass.validityWeeks}{' '}
                weeks · {formatMoney(pass.price, pass.currency)}
              </p>
            </div>
            <button
              type="button"
              className="button button-secondary"
              disabled={disabled}
              onClick={() => onBuy(pass)}
            >
              Buy {pass.name}
            </button>
          </li>
        ))}
      </ul>
      <p className="muted">Book this class and the next ones with it from My Tickets.</p>
    </section>
  );
}
