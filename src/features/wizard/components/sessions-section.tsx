// The ticket step's Sessions (a festival's workshops and parties, a course's weekly classes):
// folded away for a one-night event, which needs none; add, edit, reorder, remove, copy a day,
// repeat weekly, and the types × sessions matrix. Problems show with the step's other messages.
import { useState } from 'react';
import { MAX_SESSIONS } from '@/contract/sessions';
import { dayLabel } from '../lib/day-labels';
import {
  blankSession,
  copyDay,
  dayAfter,
  moveSession,
  repeatSession,
  sessionDays,
  withoutSession,
  type SessionFields,
} from '../lib/session-fields';
import type { WizardForm } from '../lib/wizard-form';
import { AdmissionMatrix } from './admission-matrix';
import { SessionEditor } from './session-editor';
import { SessionsOutsideNotice } from './sessions-outside-notice';
import { ZoneNote } from './zone-note';
import './sessions.css';

interface Props {
  form: WizardForm;
  problems: string[];
  onChange: (patch: Partial<WizardForm>) => void;
}

export function SessionsSection({ form, problems, onChange }: Props) {
  const { sessions, ticketTypes } = form;
  const [open, setOpen] = useState(sessions.length > 0);
  const [matrix, setMatrix] = useState(false);
  const setSessions = (next: SessionFields[]) => onChange({ sessions: next });
  const full = sessions.length >= MAX_SESSIONS;
  const remove = (index: number) => {
    const id = sessions[index]?.id ?? '';
    onChange({
      sessions: sessions.filter((_, at) => at !== index),
      ticketTypes: ticketTypes.map((type) => ({
        ...type,
        sessionIds: withoutSession(type.sessionIds, id),
      })),
    });
  };
  return (
    <details
      className="sessions-section"
      open={open || problems.length > 0}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <h4>Sessions (optional)</h4>
        <span className="muted">
          {sessions.length === 0
            ? 'For a festival or a course: its workshops, parties or weekly classes.'
            : `${sessions.length} session${sessions.length === 1 ? '' : 's'}`}
        </span>
      </summary>
      <p className="muted">
        A one-night event needs none: it is one session. Add sessions when tickets admit to
        different parts of the event, then choose under each ticket what it admits to.
      </p>
      {problems.length > 0 && (
        <div className="alert alert-error" role="alert">
          <p>Please complete the sessions</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <SessionsOutsideNotice event={form} sessions={sessions} />
      {sessions.length > 0 && <ZoneNote timeZone={form.timeZone} />}
      {sessions.length > 0 && (
        <ol className="session-list">
          {sessions.map((session, index) => (
            <SessionEditor
              key={session.id}
              index={index}
              count={sessions.length}
              session={session}
              showErrors={problems.length > 0}
              onChange={(patch) =>
                setSessions(
                  sessions.map((each, at) => (at === index ? { ...each, ...patch } : each)),
                )
              }
              onMove={(by) => setSessions(moveSession(sessions, index, by))}
              onRemove={() => remove(index)}
              onRepeat={(weeks) =>
                setSessions(
                  repeatSession(
                    sessions,
                    index,
                    Math.min(weeks, MAX_SESSIONS - sessions.length + 1),
                    form.timeZone,
                  ),
                )
              }
            />
          ))}
        </ol>
      )}
      <div className="wizard-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={full}
          onClick={() => setSessions([...sessions, blankSession(sessions.at(-1), form.start)])}
        >
          Add Session
        </button>
        {sessionDays(sessions).map((day) => (
          <button
            key={day}
            type="button"
            className="button button-secondary"
            disabled={full}
            onClick={() => setSessions(copyDay(sessions, day).slice(0, MAX_SESSIONS))}
          >
            Copy {dayLabel(day)} to {dayLabel(dayAfter(day))}
          </button>
        ))}
      </div>
      {full && <p className="muted">An event can have at most {MAX_SESSIONS} sessions.</p>}
      {sessions.length > 0 && ticketTypes.length > 0 && (
        <div className="sessions-matrix">
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={matrix}
            onClick={() => setMatrix(!matrix)}
          >
            {matrix ? 'Hide' : 'Show'} who gets in where
          </button>
          {matrix && (
            <div className="admission-matrix__frame">
              <AdmissionMatrix
                sessions={sessions}
                types={ticketTypes}
                onChange={(typeIndex, sessionIds) =>
                  onChange({
                    ticketTypes: ticketTypes.map((type, at) =>
                      at === typeIndex ? { ...type, sessionIds } : type,
                    ),
                  })
                }
              />
            </div>
          )}
        </div>
      )}
    </details>
  );
}
