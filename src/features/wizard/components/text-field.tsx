// A labelled input or textarea of the wizard, marked when invalid.
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  rows?: number;
}

export function TextField({ id, label, value, onValue, required, invalid, rows, ...rest }: Props) {
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <input
          id={id}
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
      )}
    </div>
  );
}
