// A labelled input or textarea, marked when invalid: the one field markup of the app's forms.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid?: boolean;
  rows?: number;
  /** A line under the control (e.g. "At least 8 characters."). */
  hint?: ReactNode;
  /** Show " *" after the label of a required field (the wizard's forms do; sign-in forms don't). */
  markRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  value,
  onValue,
  required,
  invalid,
  rows,
  hint,
  markRequired = true,
  ...rest
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && markRequired && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <input
          id={id}
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
      )}
      {hint && (
        <p id={hintId} className="muted">
          {hint}
        </p>
      )}
    </div>
  );
}
