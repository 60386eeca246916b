// Settings › Passes: the school's class passes — each with what it sold (passes, classes used and
// left, passes ending within two weeks), the courses it covers (changed by ticking others) and Stop
// selling — and a form for a new one: name, number of classes, weeks valid from purchase, price,
// and the courses and weekly classes it covers, ticked from the school's own.
import { useState, type FormEvent } from 'react';
import { courseNames } from '@/contract/class-passes';
import { CURRENCIES, type Currency } from '@/contract/ticketing';
import { formatMoney } from '@/contract/money';
import { messageOf } from '@/lib/api/result';
import { usePassChanges, usePassCourses, useSchoolPasses } from '../api/passes';
import { PassCourseChoice } from './pass-course-choice';
import { PassCoursesEditor } from './pass-courses-editor';
import { SoldPasses } from './sold-passes';

const EMPTY = {
  name: '',
  classes: '5',
  validityWeeks: '8',
  price: '60',
  currency: 'AUD',
};

export function PassSettings({ organisationId }: { organisationId: string }) {
  const passes = useSchoolPasses(organisationId);
  const courses = usePassCourses(organisationId);
  const { create, withdraw, changeCourses } = usePassChanges(organisationId);
  const [draft, setDraft] = useState(EMPTY);
  const [chosen, setChosen] = useState<string[]>([]);
  const field = (name: keyof typeof EMPTY) => ({
    id: `pass-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await create
      .mutateAsync({
        name: draft.name,
        classes: Number(draft.classes),
        validityWeeks: Number(draft.validityWeeks),
        price: Number(draft.price),
        currency: draft.currency as Currency,
        courses: chosen,
      })
      .catch(() => null);
    if (created) {
      setDraft(EMPTY);
      setChosen([]);
    }
  };
  const failure = create.error ?? withdraw.error ?? changeCourses.error;
  return (
    <div className="pass-settings">
      {passes.isError && (
        <p className="alert alert-error" role="alert">
          Passes could not be loaded. Please try again.
        </p>
      )}
      {passes.data?.length === 0 && <p className="muted">No class passes yet.</p>}
      <ul className="ticket-rows">
        {passes.data?.map((pass) => (
          <li key={pass.id} className="ticket-row">
            <div className="ticket-row__about">
              <h4>
                {pass.name}
                {!pass.active && <span className="muted"> · not on sale</span>}
              </h4>
              <p className="muted">
                {pass.classes} classes · {pass.validityWeeks} weeks ·{' '}
                {formatMoney(pass.price, pass.currency)}
              </p>
              <p>Covers {courseNames(pass.courses) || 'no classes'}</p>
              <p>
                {pass.sold} sold · {pass.creditsUsed} {pass.creditsUsed === 1 ? 'class' : 'classes'}{' '}
                used · {pass.creditsLeft} left
                {pass.expiringSoon > 0 && ` · ${pass.expiringSoon} ending within 2 weeks`}
              </p>
              <PassCoursesEditor
                pass={pass}
                courses={courses.data}
                saving={changeCourses.isPending}
                onSave={(chosenIds) =>
                  changeCourses.mutateAsync({ passId: pass.id, courses: chosenIds })
                }
              />
              {pass.sold > 0 && (
                <details>
                  <summary>Passes sold</summary>
                  <SoldPasses organisationId={organisationId} passId={pass.id} />
                </details>
              )}
            </div>
            {pass.active && (
              <button
                type="button"
                className="button button-secondary"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(pass.id)}
              >
                Stop selling
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="form" onSubmit={submit} aria-label="New class pass">
        <h4>New class pass</h4>
        <div className="field">
          <label htmlFor="pass-name">Pass name</label>
          <input {...field('name')} placeholder="10-class pass" required />
        </div>
        <PassCourseChoice
          courses={courses.data}
          chosen={chosen}
          onChange={setChosen}
          idPrefix="new-pass-course"
        />
        <div className="pass-settings__row">
          <div className="field">
            <label htmlFor="pass-classes">Classes</label>
            <input {...field('classes')} type="number" min={1} max={100} required />
          </div>
          <div className="field">
            <label htmlFor="pass-validityWeeks">Valid (weeks)</label>
            <input {...field('validityWeeks')} type="number" min={1} max={104} required />
          </div>
          <div className="field">
            <label htmlFor="pass-price">Price</label>
            <input {...field('price')} type="number" min={0} step={0.01} required />
          </div>
          <div className="field">
            <label htmlFor="pass-currency">Currency</label>
            <select {...field('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          </div>
        </div>
        {failure && (
          <p className="alert alert-error" role="alert">
            {messageOf(failure, 'The pass could not be saved. Please try again.')}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={create.isPending || chosen.length === 0}
        >
          Add pass
        </button>
      </form>
    </div>
  );
}
