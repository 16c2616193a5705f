/** Tabs (handle types) and a native select (the "Authentication method" dropdown). */
import { useId, type ReactElement } from 'react';

export interface Option {
  value: string;
  label: string;
}

export function Tabs(props: {
  options: Option[];
  value: string;
  onChange(value: string): void;
  label?: string;
}): ReactElement {
  return (
    <div role="tablist" aria-label={props.label} className="sid-tabs">
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === props.value}
          className="sid-tabs__tab"
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function Select(props: {
  label: string;
  options: Option[];
  value: string;
  onChange(value: string): void;
}): ReactElement {
  const id = useId();
  return (
    <div className="sid-field sid-field--select">
      <label className="sid-field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="sid-field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
