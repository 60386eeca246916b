// The Issue comps dialog: a ticket type, one or more people (name, e-mail and — for a type with
// partner roles — the role they dance), and a note for Sales ("Teacher", "DJ"). One key is made
// per issue, so a second click or a retry after a lost answer gives the same comps; the server's
// refusal (full, bad address, another school's event) is shown in its words.
import { useState, type FormEvent } from 'react';
import {
  MAX_COMP_NAME,
  MAX_COMP_NOTE,
  MAX_COMP_RECIPIENTS,
  MAX_EMAIL_LENGTH,
  type Comp,
} from '@/contract/comps';
import { roleName, rolesOffered, type DanceRole } from '@/contract/partner-roles';
import type { TicketType } from '@/contract/ticketing';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/api/result';
import { useIssueComps } from '../api/comps';

interface Props {
  configurationId: string;
  ticketTypes: TicketType[];
  onClose: () => void;
  onIssued: (comps: Comp[]) => void;
}

interface Row {
  key: number;
  name: string;
  email: string;
  role: DanceRole | '';
}

const newKey = () => `comp-${crypto.randomUUID()}`;

export function IssueCompsDialog({ configurationId, ticketTypes, onClose, onIssued }: Props) {
  const issue = useIssueComps(configurationId);
  const types = ticketTypes.filter((type): type is TicketType & { id: string } => !!type.id);
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const [rows, setRows] = useState<Row[]>([{ key: 0, name: '', email: '', role: '' }]);
  const [note, setNote] = useState('');
  // One key per issue: kept while the same comps are sent again, new once they are issued.
  const [clientKey, setClientKey] = useState(newKey);
  const type = types.find((one) => one.id === typeId);
  const roles = type?.roles ?? null;

  const change = (key: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setClientKey(newKey());
  };
  const add = () => {
    setRows((current) => [
      ...current,
      { key: Math.max(...current.map((row) => row.key)) + 1, name: '', email: '', role: '' },
    ]);
    setClientKey(newKey());
  };
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setClientKey(newKey());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (issue.isPending) return;
    const issued = await issue
      .mutateAsync({
        clientKey,
        ticketTypeId: typeId,
        note: note.trim() || null,
        recipients: rows.map((row) => ({
          name: row.name,
          email: row.email,
          role: roles && row.role ? row.role : null,
        })),
      })
      .catch(() => null);
    if (issued) onIssued(issued);
  };

  return (
    <Modal open title="Issue comps" onClose={onClose}>
      <form className="comp-form" aria-label="Issue comps" onSubmit={(event) => void submit(event)}>
        <p className="muted">
          Free tickets for named people (up to {MAX_COMP_RECIPIENTS} at a time): each takes a place,
          is e-mailed to them and shows in Sales as Comp.
        </p>
        <div className="field">
          <label htmlFor="comp-type">Ticket type</label>
          <select
            id="comp-type"
            value={typeId}
            onChange={(event) => {
              setTypeId(event.target.value);
              setClientKey(newKey());
            }}
          >
            {types.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
        {rows.map((row, index) => (
          <fieldset key={row.key} className="comp-form__person">
            <legend>Person {index + 1}</legend>
            <TextField
              id={`comp-name-${row.key}`}
              label="Name"
              required
              maxLength={MAX_COMP_NAME}
              autoComplete="off"
              value={row.name}
              onValue={(name) => change(row.key, { name })}
            />
            <TextField
              id={`comp-email-${row.key}`}
              label="E-mail"
              type="email"
              required
              maxLength={MAX_EMAIL_LENGTH}
              autoComplete="off"
              value={row.email}
              onValue={(email) => change(row.key, { email })}
            />
            {roles && (
              <div className="field">
                <label htmlFor={`comp-role-${row.key}`}>Role</label>
                <select
                  id={`comp-role-${row.key}`}
                  required
                  value={row.role}
                  onChange={(event) => change(row.key, { role: event.target.value as DanceRole })}
                >
                  <option value="">Choose a role</option>
                  {rolesOffered(roles).map((role) => (
                    <option key={role} value={role}>
                      {roleName(roles, role)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {rows.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() => remove(row.key)}
                aria-label={`Remove person ${index + 1}${row.name ? ` (${row.name})` : ''}`}
              >
                Remove
              </button>
            )}
          </fieldset>
        ))}
        {rows.length < MAX_COMP_RECIPIENTS ? (
          <button type="button" className="button button-secondary" onClick={add}>
            Add another person
          </button>
        ) : (
          <p className="muted">
            That is {MAX_COMP_RECIPIENTS} people, the most at a time: issue these, then the next.
          </p>
        )}
        <TextField
          id="comp-note"
          label="Note (optional)"
          hint="Shown in Sales and at the door, e.g. Teacher or DJ; not e-mailed."
          maxLength={MAX_COMP_NOTE}
          value={note}
          onValue={(value) => {
            setNote(value);
            setClientKey(newKey());
          }}
        />
        {issue.isError && (
          <p className="alert alert-error" role="alert">
            {messageOf(issue.error, 'The comps could not be issued. Please try again.')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={issue.isPending}>
            {issue.isPending
              ? 'Issuing…'
              : rows.length === 1
                ? 'Issue 1 comp'
                : `Issue ${rows.length} comps`}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
