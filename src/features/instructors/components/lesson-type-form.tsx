// One lesson type of the instructor's: name, length, single or couple, price and currency, and
// where (a place, or "at your studio": the dancer's), offered or not. New or changed alike.
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import {
  LESSON_LIMITS,
  lessonTypeInputSchema,
  type LessonFormat,
  type LessonType,
} from '@/contract/private-lessons';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/contract/ticketing';
import { failureMessage } from '@/lib/api/result';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useSaveLessonType } from '../api/lessons';

export function LessonTypeForm({
  lesson,
  onDone,
}: {
  lesson: LessonType | null;
  onDone?: () => void;
}) {
  const i18n = useI18n();
  const id = useId();
  const save = useSaveLessonType();
  const [name, setName] = useState(lesson?.name ?? '');
  const [minutes, setMinutes] = useState(String(lesson?.minutes ?? 60));
  const [format, setFormat] = useState<LessonFormat>(lesson?.format ?? 'single');
  const [price, setPrice] = useState(lesson ? String(lesson.priceCents / 100) : '');
  const [currency, setCurrency] = useState<string>(lesson?.currency ?? DEFAULT_CURRENCY);
  const [atStudio, setAtStudio] = useState(lesson ? lesson.place === null : false);
  const [place, setPlace] = useState(lesson?.place ?? '');
  const [active, setActive] = useState(lesson?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const input = lessonTypeInputSchema.safeParse({
      name,
      minutes: Number(minutes),
      format,
      price: Number(price),
      currency,
      place: atStudio ? null : place,
      active,
    });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? i18n._('lessons.type.failed'));
      return;
    }
    const result = await save.mutateAsync({ id: lesson?.id ?? null, input: input.data });
    if (!result.ok) return setError(failureMessage(result, i18n._('lessons.type.failed')));
    setSaved(true);
    if (!lesson) {
      setName('');
      setPrice('');
      setPlace('');
    }
    onDone?.();
  };

  return (
    <form className="form lesson-form" onSubmit={(event) => void submit(event)}>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <TextField
        id={`${id}-name`}
        label={i18n._('lessons.type.name')}
        maxLength={LESSON_LIMITS.name}
        required
        value={name}
        onValue={setName}
      />
      <div className="lesson-numbers">
        <TextField
          id={`${id}-minutes`}
          label={i18n._('lessons.type.minutes')}
          type="number"
          min={LESSON_LIMITS.minMinutes}
          max={LESSON_LIMITS.maxMinutes}
          step={15}
          value={minutes}
          onValue={setMinutes}
        />
        <div className="field">
          <label htmlFor={`${id}-format`}>{i18n._('lessons.type.format')}</label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as LessonFormat)}
          >
            <option value="single">{i18n._('lessons.format.single')}</option>
            <option value="couple">{i18n._('lessons.format.couple')}</option>
          </select>
        </div>
        <TextField
          id={`${id}-price`}
          label={i18n._('lessons.type.price')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={price}
          onValue={setPrice}
        />
        <div className="field">
          <label htmlFor={`${id}-currency`}>{i18n._('lessons.type.currency')}</label>
          <select
            id={`${id}-currency`}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="check-row">
        <input
          id={`${id}-studio`}
          type="checkbox"
          checked={atStudio}
          onChange={(event) => setAtStudio(event.target.checked)}
        />
        <label htmlFor={`${id}-studio`}>{i18n._('lessons.type.atDancers')}</label>
      </div>
      {!atStudio && (
        <TextField
          id={`${id}-place`}
          label={i18n._('lessons.type.place')}
          maxLength={LESSON_LIMITS.place}
          value={place}
          onValue={setPlace}
        />
      )}
      <div className="check-row">
        <input
          id={`${id}-active`}
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        <label htmlFor={`${id}-active`}>{i18n._('lessons.type.active')}</label>
      </div>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {lesson ? i18n._('lessons.type.save') : i18n._('lessons.type.add')}
      </button>
      {saved && <p role="status">{i18n._('lessons.saved')}</p>}
    </form>
  );
}
