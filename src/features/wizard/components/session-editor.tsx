// One session of the ticket step: its name, times, room, level, teachers, capacity and optional
// lead/follow balance, folded under a one-line summary so a festival's 40 sessions stay a list;
// move up/down, remove, and "Repeat weekly for N weeks".
import { useState } from 'react';
import { MAX_REPEAT_WEEKS, MAX_SESSION_CAPACITY } from '@/contract/sessions';
import { TextField } from '@/components/text-field';
import { whenLabel } from '../lib/day-labels';
import type { SessionFields } from '../lib/session-fields';
import { RoleFields } from './role-fields';

interface Props {
  index: number;
  count: number;
  session: SessionFields;
  /** Mark what this session lacks (after Next was pressed), and keep it open to be fixed. */
  showErrors: boolean;
  onChange: (patch: Partial<SessionFields>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onRepeat: (weeks: number) => void;
}

export function SessionEditor({
  index,
  count,
  session,
  showErrors,
  onChange,
  onMove,
  onRemove,
  onRepeat,
}: Props) {
  const id = (field: string) => `session-${session.id}-${field}`;
  // A new session opens to be filled in; a saved one is a line of the list until opened.
  const [open, setOpen] = useState(() => session.name === '');
  const [weeks, setWeeks] = useState('8');
  const label = session.name.trim() || `Session ${index + 1}`;
  const missingName = showErrors && !session.name.trim();
  const missingStart = showErrors && !session.start;
  const endsEarly = showErrors && !!session.start && !!session.end && session.end <= session.start;
  const invalid = missingName || missingStart || endsEarly;
  const summary = [whenLabel(session.start, session.end), session.room].filter(Boolean).join(' · ');
  return (
    <li className="session-editor">
      <details open={open || invalid} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="session-editor__name">{label}</span>
          <span className="session-editor__when">{summary}</span>
        </summary>
        <div className="session-editor__fields">
          <TextField
            id={id('name')}
            label="Session name"
            required
            invalid={missingName}
            value={session.name}
            onValue={(name) => onChange({ name })}
          />
          <div className="wizard-row">
            <TextField
              id={id('start')}
              label="Starts"
              type="datetime-local"
              required
              invalid={missingStart}
              value={session.start}
              onValue={(start) => onChange({ start: start.slice(0, 16) })}
            />
            <TextField
              id={id('end')}
              label="Ends"
              type="datetime-local"
              invalid={endsEarly}
              value={session.end}
              onValue={(end) => onChange({ end: end.slice(0, 16) })}
            />
          </div>
          <div className="wizard-row">
            <TextField
              id={id('room')}
              label="Room or stage"
              value={session.room}
              onValue={(room) => onChange({ room })}
            />
            <TextField
              id={id('level')}
              label="Level"
              value={session.level}
              onValue={(level) => onChange({ level })}
            />
          </div>
          <TextField
            id={id('teachers')}
            label="Teachers or DJs"
            value={session.teachers}
            onValue={(teachers) => onChange({ teachers })}
          />
          <TextField
            id={id('capacity')}
            label="Capacity (optional)"
            type="number"
            min={1}
            max={MAX_SESSION_CAPACITY}
            step={1}
            hint="Places across every ticket type that admits to this session. Empty: no limit of its own."
            value={session.capacity}
            onValue={(capacity) => onChange({ capacity })}
          />
          <RoleFields idOf={id} roles={session.roles} onChange={(roles) => onChange({ roles })} />
          <div className="session-editor__repeat">
            <TextField
              id={id('weeks')}
              label="Repeat weekly for N weeks"
              type="number"
              min={2}
              max={MAX_REPEAT_WEEKS}
              step={1}
              value={weeks}
              onValue={setWeeks}
            />
            <button
              type="button"
              className="button button-secondary"
              disabled={!session.start || !(Number(weeks) >= 2)}
              onClick={() => onRepeat(Number(weeks))}
            >
              Repeat {label} weekly
            </button>
          </div>
        </div>
      </details>
      {/* aria-disabled, not disabled: the button keeps the keyboard's focus at the list's end. */}
      <div className="session-editor__actions">
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Move ${label} up`}
          aria-disabled={index === 0}
          onClick={() => index > 0 && onMove(-1)}
        >
          ↑ Up
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Move ${label} down`}
          aria-disabled={index === count - 1}
          onClick={() => index < count - 1 && onMove(1)}
        >
          ↓ Down
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
