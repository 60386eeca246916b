// Step 2, Ticket Setup (spec §2, §5): ticket types, the event's optional sessions, the optional
// sales period and the refund policy (a blank one becomes the organisation's default when saved).
import type { WizardForm } from '../lib/wizard-form';
import { blankTicketType } from '../lib/wizard-form';
import { sessionStepProblems, ticketProblems } from '../lib/form-rules';
import { TextField } from '@/components/text-field';
import { SessionsSection } from './sessions-section';
import { TicketTypeFields } from './ticket-type-fields';

interface Props {
  form: WizardForm;
  showErrors: boolean;
  onChange: (patch: Partial<WizardForm>) => void;
}

export function TicketSetupStep({ form, showErrors, onChange }: Props) {
  const problems = showErrors ? ticketProblems(form.ticketTypes) : [];
  const types = form.ticketTypes;
  const sessionProblems = showErrors ? sessionStepProblems(form) : [];
  return (
    <fieldset className="wizard-fieldset">
      <legend>Ticket Setup</legend>
      {problems.length > 0 && (
        <div className="alert alert-error" role="alert">
          <p>Please complete required fields</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.index}>
                Ticket {problem.index + 1}: Missing {problem.missing.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {types.map((type, index) => (
        <TicketTypeFields
          key={type.key}
          index={index}
          type={type}
          missing={problems.find((problem) => problem.index === index)?.missing ?? []}
          canRemove={types.length > 1}
          sessions={form.sessions}
          onChange={(patch) =>
            onChange({
              ticketTypes: types.map((entry, at) =>
                at === index ? { ...entry, ...patch } : entry,
              ),
            })
          }
          onRemove={() => onChange({ ticketTypes: types.filter((_, at) => at !== index) })}
        />
      ))}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange({ ticketTypes: [...types, blankTicketType()] })}
      >
        Add Ticket Type
      </button>
      <SessionsSection form={form} problems={sessionProblems} onChange={onChange} />
      <h4>Sales Period (optional)</h4>
      <p className="muted">
        Leave the start empty to start selling as soon as you publish, and the end empty to sell
        until the event starts.
      </p>
      <div className="wizard-row">
        <TextField
          id="sales-start"
          label="Sales Start"
          type="datetime-local"
          value={form.salesStart}
          onValue={(salesStart) => onChange({ salesStart: salesStart.slice(0, 16) })}
        />
        <TextField
          id="sales-end"
          label="Sales End"
          type="datetime-local"
          value={form.salesEnd}
          onValue={(salesEnd) => onChange({ salesEnd: salesEnd.slice(0, 16) })}
        />
      </div>
      <TextField
        id="refund-policy"
        label="Refund Policy"
        required
        rows={4}
        value={form.refundPolicy}
        onValue={(refundPolicy) => onChange({ refundPolicy })}
      />
    </fieldset>
  );
}
