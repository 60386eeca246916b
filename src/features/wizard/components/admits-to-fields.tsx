// A ticket type's "Admits to" in the ticket step, once the event has sessions: every session (the
// default, and what a Full Pass wants as sessions are added later) or a chosen set, by day.
import type { SessionFields } from '../lib/session-fields';
import { sessionDay } from '../lib/session-fields';
import { dayLabel } from '../lib/day-labels';

interface Props {
  idOf: (field: string) => string;
  typeName: string;
  sessions: SessionFields[];
  sessionIds: string[] | null;
  onChange: (sessionIds: string[] | null) => void;
}

export function AdmitsToFields({ idOf, typeName, sessions, sessionIds, onChange }: Props) {
  const chosen = new Set(sessionIds ?? []);
  const days = [...new Set(sessions.map((session) => sessionDay(session) ?? ''))];
  const toggle = (id: string, on: boolean) =>
    onChange(
      sessions.map((session) => session.id).filter((each) => (each === id ? on : chosen.has(each))),
    );
  return (
    <fieldset className="admits-to">
      <legend>Admits to</legend>
      <div className="admits-to__choice">
        <label className="checkbox" htmlFor={idOf('admits-all')}>
          <input
            id={idOf('admits-all')}
            type="radio"
            name={idOf('admits')}
            checked={sessionIds === null}
            onChange={() => onChange(null)}
          />
          Every session
        </label>
        <label className="checkbox" htmlFor={idOf('admits-chosen')}>
          <input
            id={idOf('admits-chosen')}
            type="radio"
            name={idOf('admits')}
            checked={sessionIds !== null}
            // None ticked yet: the organiser picks what this type admits to.
            onChange={() => onChange([])}
          />
          Chosen sessions
        </label>
      </div>
      {sessionIds !== null &&
        days.map((day) => (
          <fieldset key={day || 'undated'} className="admits-to__day">
            <legend>{day ? dayLabel(day) : 'No date yet'}</legend>
            {sessions
              .filter((session) => (sessionDay(session) ?? '') === day)
              .map((session) => {
                const name = session.name.trim() || 'Unnamed session';
                return (
                  <label key={session.id} className="checkbox">
                    <input
                      type="checkbox"
                      aria-label={`${typeName || 'This ticket'} admits to ${name}`}
                      checked={chosen.has(session.id)}
                      onChange={(event) => toggle(session.id, event.target.checked)}
                    />
                    {name}
                    {session.start && <span className="muted"> {session.start.slice(11, 16)}</span>}
                  </label>
                );
              })}
          </fieldset>
        ))}
    </fieldset>
  );
}
