// "Who gets in where": ticket types × sessions as checkboxes, for a festival of 20–40 sessions.
// One markup for every width: a table with a column per type on a wide screen; on a phone each
// session is a block listing its types (sessions.css), so nothing scrolls sideways.
import type { SessionFields } from '../lib/session-fields';
import { whenLabel } from '../lib/day-labels';
import type { TicketTypeFields } from '../lib/wizard-form';

interface Props {
  sessions: SessionFields[];
  types: TicketTypeFields[];
  onChange: (typeIndex: number, sessionIds: string[] | null) => void;
}

const typeLabel = (type: TicketTypeFields, index: number) =>
  type.name.trim() || `Ticket ${index + 1}`;

export function AdmissionMatrix({ sessions, types, onChange }: Props) {
  const admits = (type: TicketTypeFields, sessionId: string) =>
    !type.sessionIds || type.sessionIds.includes(sessionId);
  const toggle = (index: number, sessionId: string, on: boolean) => {
    const type = types[index];
    if (!type) return;
    const ids = sessions
      .map((session) => session.id)
      .filter((id) => (id === sessionId ? on : admits(type, id)));
    onChange(index, ids);
  };
  return (
    <table className="admission-matrix">
      <caption className="visually-hidden">Which sessions each ticket type admits to</caption>
      <thead>
        <tr>
          <th scope="col">Session</th>
          {types.map((type, index) => (
            <th scope="col" key={type.key}>
              {typeLabel(type, index)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sessions.map((session, sessionIndex) => {
          const name = session.name.trim() || `Session ${sessionIndex + 1}`;
          return (
            <tr key={session.id}>
              <th scope="row">
                <span className="admission-matrix__session">{name}</span>
                <span className="admission-matrix__when">
                  {whenLabel(session.start, session.end)}
                </span>
              </th>
              {types.map((type, index) => (
                <td key={type.key}>
                  <label className="admission-matrix__cell">
                    <input
                      type="checkbox"
                      aria-label={`${typeLabel(type, index)} admits to ${name}`}
                      checked={admits(type, session.id)}
                      onChange={(event) => toggle(index, session.id, event.target.checked)}
                    />
                    <span className="admission-matrix__type" aria-hidden="true">
                      {typeLabel(type, index)}
                    </span>
                  </label>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
