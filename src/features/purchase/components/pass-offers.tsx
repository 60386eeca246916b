// The school's class passes that cover this class, on its purchase page: what each holds, for how
// long and at what price, and Buy pass (then book this class and the next ones from My Tickets).
import { useI18n } from '@/lib/i18n/use-i18n';
import { formatMoney } from '@/lib/i18n/format';
import { courseNames, type ClassPass } from '@/contract/class-passes';

interface Props {
  passes: ClassPass[];
  disabled: boolean;
  onBuy: (pass: ClassPass) => void;
}

export function PassOffers({ passes, disabled, onBuy }: Props) {
  const i18n = useI18n();
  if (passes.length === 0) return null;
  return (
    <section className="card pass-offers" aria-labelledby="pass-offers-heading">
      <h3 id="pass-offers-heading">{i18n._('purchase.passes')}</h3>
      <ul className="ticket-rows">
        {passes.map((pass) => (
          <li key={pass.id} className="ticket-row">
            <div className="ticket-row__about">
              <h4>{pass.name}</h4>
              <p className="muted">
                {i18n._('purchase.pass.about', {
                  classes: pass.classes,
                  courses: courseNames(pass.courses),
                  weeks: pass.validityWeeks,
                  price: formatMoney(pass.price, pass.currency),
                })}
              </p>
            </div>
            <button
              type="button"
              className="button button-secondary"
              disabled={disabled}
              onClick={() => onBuy(pass)}
            >
              {i18n._('purchase.pass.buy', { name: pass.name })}
            </button>
          </li>
        ))}
      </ul>
      <p className="muted">{i18n._('purchase.pass.book')}</p>
    </section>
  );
}
