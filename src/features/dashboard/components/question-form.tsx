// An attendee question as the organiser creates or edits it: its kind, the question, its choices
// (one a line, for a choice question), whether it must be answered and which ticket types' holders
// are asked it. The server checks it (contract/attendee-questions.ts); its refusal is shown.
import { useState } from 'react';
import {
  QUESTION_KIND_NAMES,
  QUESTION_KINDS,
  type Question,
  type QuestionInput,
  type QuestionKind,
} from '@/contract/attendee-questions';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/api/result';
import { useSaveQuestion } from '../api/questions';

export interface QuestionTicketType {
  id?: string | null | undefined;
  name: string;
}

interface Props {
  configurationId: string;
  ticketTypes: readonly QuestionTicketType[];
  /** The question edited; null: a new one. */
  question: Question | null;
  onDone: () => void;
}

const hasChoices = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

export function QuestionForm({ configurationId, ticketTypes, question, onDone }: Props) {
  const save = useSaveQuestion(configurationId);
  const [kind, setKind] = useState<QuestionKind>(question?.kind ?? 'text');
  const [label, setLabel] = useState(question?.label ?? '');
  const [options, setOptions] = useState((question?.options ?? []).join('\n'));
  const [required, setRequired] = useState(question?.required ?? false);
  const [types, setTypes] = useState<string[]>(question?.ticketTypeIds ?? []);
  const id = (field: string) => `question-${question?.id ?? 'new'}-${field}`;

  const submit = async () => {
    const input: QuestionInput = {
      kind,
      label,
      options: hasChoices(kind)
        ? options
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : [],
      required,
      ticketTypeIds: types,
    };
    await save
      .mutateAsync({ id: question?.id ?? null, question: input })
      .then(onDone, () => undefined);
  };

  return (
    <form
      className="card add-on-form"
      aria-label={question ? `Edit question ${question.label}` : 'New question'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={id('kind')}>Kind</label>
        <select
          id={id('kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as QuestionKind)}
        >
          {QUESTION_KINDS.map((one) => (
            <option key={one} value={one}>
              {QUESTION_KIND_NAMES[one]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={id('label')}
        label={kind === 'checkbox' ? 'What the holder ticks' : 'Question'}
        required
        maxLength={200}
        value={label}
        onValue={setLabel}
        hint={kind === 'checkbox' ? 'For example: I agree to be photographed' : undefined}
      />
      {hasChoices(kind) && (
        <TextField
          id={id('options')}
          label="Choices"
          rows={4}
          required
          hint="One a line, 2 to 20"
          value={options}
          onValue={setOptions}
        />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
        />
        {kind === 'checkbox' ? 'Must be ticked to buy' : 'Must be answered'}
      </label>
      {ticketTypes.length > 1 && (
        <fieldset>
          <legend>Asked of (none chosen: every ticket)</legend>
          {ticketTypes
            .filter((type) => type.id)
            .map((type) => (
              <label key={type.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={types.includes(type.id!)}
                  onChange={(event) =>
                    setTypes((now) =>
                      event.target.checked
                        ? [...now, type.id!]
                        : now.filter((one) => one !== type.id),
                    )
                  }
                />
                {type.name}
              </label>
            ))}
        </fieldset>
      )}
      {save.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(save.error, 'The question could not be saved. Please try again.')}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save question'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
