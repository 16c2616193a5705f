/** A labelled input (text, e-mail, password, tel) with its error message under it. */
import { useId, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  error?: string;
  onChange(value: string): void;
  /** Rendered inside the input frame, after the input (e.g. show/hide). */
  adornment?: ReactNode;
  /** Rendered before the input (e.g. the country picker). */
  before?: ReactNode;
}

export function TextField({
  label,
  error,
  onChange,
  adornment,
  before,
  id,
  className,
  ...rest
}: TextFieldProps): ReactElement {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={['sid-field', error && 'sid-field--error', className].filter(Boolean).join(' ')}>
      <label className="sid-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="sid-field__frame">
        {before}
        <input
          id={inputId}
          className="sid-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
        {adornment}
      </div>
      {error && (
        <p id={errorId} className="sid-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
