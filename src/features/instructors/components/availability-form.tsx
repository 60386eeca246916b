// The instructor's weekly hours for private lessons (each weekday's ranges typed as
// "09:00-12:00, 14:00-17:00"), dates with their own hours or none ("unavailable all day"), the
// zone they are in, and the booking rules. Checked with the contract's schema before sending.
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { availabilitySchema, type Availability, type TimeRange } from '@/contract/private-lessons';
import { failureMessage } from '@/lib/api/result';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useSaveAvailability } from '../api/lessons';
import { viewerZone } from './lesson-time';

const WEEKDAYS = [
  /* i18n */ 'lessons.weekday.1',
  /* i18n */ 'lessons.weekday.2',
  /* i18n */ 'lessons.weekday.3',
  /* i18n */ 'lessons.weekday.4',
  /* i18n */ 'lessons.weekday.5',
  /* i18n */ 'lessons.weekday.6',
  /* i18n */ 'lessons.weekday.7',
];

const rangesText = (ranges: TimeRange[]) =>
  ranges.map((range) => `${range.start}-${range.end}`).join(', ');

/** "9:00-12:00, 14:00–17:00" → ranges; a piece that is no range stays as typed for the schema. */
const rangesOf = (text: string): TimeRange[] =>
  text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => {
      const [start = '', end = ''] = piece.split(/\s*[-–]\s*/);
      const padded = (time: string) => (/^\d:\d\d$/.test(time) ? `0${time}` : time);
      return { start: padded(start), end: padded(end) };
    });

interface OverrideRow {
  date: string;
  ranges: string;
}

export function AvailabilityForm({ availability }: { availability: Availability | null }) {
  const i18n = useI18n();
  const save = useSaveAvailability();
  const [timeZone, setTimeZone] = useState(availability?.timeZone ?? viewerZone());
  const [weekly, setWeekly] = useState(() =>
    WEEKDAYS.map((_, index) =>
      rangesText(availability?.weekly.filter((range) => range.weekday === index + 1) ?? []),
    ),
  );
  const [overrides, setOverrides] = useState<OverrideRow[]>(
    availability?.overrides.map((item) => ({ date: item.date, ranges: rangesText(item.ranges) })) ??
      [],
  );
  const [numbers, setNumbers] = useState({
    bufferMinutes: String(availability?.bufferMinutes ?? 15),
    minNoticeHours: String(availability?.minNoticeHours ?? 24),
    bookingWindowDays: String(availability?.bookingWindowDays ?? 60),
    cancelCutoffHours: String(availability?.cancelCutoffHours ?? 24),
  });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const input = availabilitySchema.safeParse({
      timeZone,
      weekly: weekly.flatMap((text, index) =>
        rangesOf(text).map((range) => ({ weekday: index + 1, ...range })),
      ),
      overrides: overrides.map((row) => ({ date: row.date, ranges: rangesOf(row.ranges) })),
      bufferMinutes: Number(numbers.bufferMinutes),
      minNoticeHours: Number(numbers.minNoticeHours),
      bookingWindowDays: Number(numbers.bookingWindowDays),
      cancelCutoffHours: Number(numbers.cancelCutoffHours),
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      setError(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
      return;
    }
    const result = await save.mutateAsync(input.data);
    if (!result.ok) setError(failureMessage(result, i18n._('lessons.availability.failed')));
    else setSaved(true);
  };

  const numberField = (key: keyof typeof numbers, label: string) => (
    <TextField
      id={`lessons-${key}`}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      value={numbers[key]}
      onValue={(value) => setNumbers((now) => ({ ...now, [key]: value }))}
    />
  );

  return (
    <form className="form lesson-form" onSubmit={(event) => void submit(event)}>
      <h3>{i18n._('lessons.availability.title')}</h3>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <TimeZoneSelect
        id="lessons-zone"
        label={i18n._('lessons.availability.zone')}
        value={timeZone}
        onValue={setTimeZone}
        hint={i18n._('lessons.availability.zone.hint')}
      />
      <p className="muted">{i18n._('lessons.availability.weekly.hint')}</p>
      <div className="lesson-weekly">
        {WEEKDAYS.map((id, index) => (
          <TextField
            key={id}
            id={`lessons-weekday-${index + 1}`}
            label={i18n._(id)}
            value={weekly[index] ?? ''}
            placeholder="09:00-12:00, 14:00-17:00"
            onValue={(value) =>
              setWeekly((now) => now.map((text, at) => (at === index ? value : text)))
            }
          />
        ))}
      </div>
      <h4>{i18n._('lessons.overrides.title')}</h4>
      <p className="muted">{i18n._('lessons.overrides.hint')}</p>
      {overrides.map((row, index) => (
        <div className="lesson-override" key={index}>
          <TextField
            id={`lessons-override-date-${index}`}
            label={i18n._('lessons.overrides.date')}
            type="date"
            value={row.date}
            onValue={(date) =>
              setOverrides((now) =>
                now.map((item, at) => (at === index ? { ...item, date } : item)),
              )
            }
          />
          <TextField
            id={`lessons-override-ranges-${index}`}
            label={i18n._('lessons.overrides.hours')}
            value={row.ranges}
            placeholder={i18n._('lessons.overrides.unavailable')}
            onValue={(ranges) =>
              setOverrides((now) =>
                now.map((item, at) => (at === index ? { ...item, ranges } : item)),
              )
            }
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setOverrides((now) => now.filter((_, at) => at !== index))}
            aria-label={i18n._('lessons.overrides.remove', { date: row.date || index + 1 })}
          >
            {i18n._('lessons.remove')}
          </button>
        </div>
      ))}
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setOverrides((now) => [...now, { date: '', ranges: '' }])}
        >
          {i18n._('lessons.overrides.add')}
        </button>
      </p>
      <div className="lesson-numbers">
        {numberField('bufferMinutes', i18n._('lessons.rules.buffer'))}
        {numberField('minNoticeHours', i18n._('lessons.rules.notice'))}
        {numberField('bookingWindowDays', i18n._('lessons.rules.window'))}
        {numberField('cancelCutoffHours', i18n._('lessons.rules.cutoff'))}
      </div>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {i18n._('lessons.availability.save')}
      </button>
      {saved && <p role="status">{i18n._('lessons.saved')}</p>}
    </form>
  );
}
