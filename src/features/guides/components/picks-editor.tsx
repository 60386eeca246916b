// The guide picks this week's events in their city from the calendar; the ticked ones show on
// their page.
import { useEffect, useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { shortDateTimeText } from '@/contract/date-formats';
import { GUIDE_PICK_DAYS, MAX_GUIDE_PICKS } from '@/contract/guides';
import { failureMessage } from '@/lib/api/result';
import { usePickCandidates, useSavePicks } from '../api/own-guide';

export function PicksEditor({ city }: { city: string }) {
  const candidates = usePickCandidates(true);
  const save = useSavePicks();
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (candidates.data)
      setChosen(candidates.data.filter((one) => one.picked).map((one) => one.eventId));
  }, [candidates.data]);

  const toggle = (id: string) =>
    setChosen((all) => (all.includes(id) ? all.filter((one) => one !== id) : [...all, id]));
  const submit = async () => {
    setNote(null);
    const result = await save.mutateAsync(chosen);
    setNote(
      result.ok
        ? { ok: true, text: 'Your picks are on your page.' }
        : { ok: false, text: failureMessage(result, 'The picks could not be saved.') },
    );
  };

  return (
    <section className="guide-section" aria-labelledby="picks-editor-heading">
      <h2 id="picks-editor-heading">This week&apos;s picks</h2>
      <p className="muted">
        Events of the next {GUIDE_PICK_DAYS} days whose place names {city}. Tick up to{' '}
        {MAX_GUIDE_PICKS} to show them on your page.
      </p>
      {candidates.isPending && <LoadingIndicator label="Loading this week's events…" />}
      {candidates.isError && (
        <p className="alert alert-error" role="alert">
          This week&apos;s events could not be loaded.
        </p>
      )}
      {candidates.data?.length === 0 && (
        <p>No events in {city} are on the calendar for the coming week.</p>
      )}
      {candidates.data && candidates.data.length > 0 && (
        <>
          <ul className="guide-picks">
            {candidates.data.map((event) => (
              <li key={event.eventId}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(event.eventId)}
                    disabled={!chosen.includes(event.eventId) && chosen.length >= MAX_GUIDE_PICKS}
                    onChange={() => toggle(event.eventId)}
                  />{' '}
                  {event.title}
                </label>
                <div className="muted">
                  {shortDateTimeText(new Date(event.startDateTime), event.timeZone)} ·{' '}
                  {event.location}
                </div>
              </li>
            ))}
          </ul>
          {note && (
            <p className={`alert ${note.ok ? 'alert-success' : 'alert-error'}`} role="status">
              {note.text}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={save.isPending}
            onClick={() => void submit()}
          >
            Save picks
          </button>
        </>
      )}
    </section>
  );
}
