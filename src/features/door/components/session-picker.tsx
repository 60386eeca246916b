// Which door this device works at a festival: one session (a workshop, a party) or the whole
// event. A pass is judged against the session chosen here.
import type { DoorSessionChoice } from '@/contract/door';
import { dateFormat } from '@/contract/date-formats';

interface Props {
  sessions: DoorSessionChoice[];
  sessionId: string | null;
  timeZone: string;
  onChoose: (sessionId: string | null) => void;
}

export function SessionPicker({ sessions, sessionId, timeZone, onChoose }: Props) {
  const when = dateFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <div className="field door-session-picker">
      <label htmlFor="door-session">Checking</label>
      <select
        id="door-session"
        value={sessionId ?? ''}
        onChange={(change) => onChoose(change.target.value || null)}
      >
        {sessions.map((session) => (
          <option key={session.id} value={session.id}>
            {session.name} · {when.format(new Date(session.startDateTime))}
            {session.room ? ` · ${session.room}` : ''}
          </option>
        ))}
        <option value="">Whole event (any ticket, once)</option>
      </select>
    </div>
  );
}
