/**
 * Telephone input with the country picker: the value sent is the dial code followed by the
 * number. Typing or pasting a full `+<dial code>…` number picks the country from it.
 */
import { useState, type ReactElement } from 'react';
import { findCountry, parsePhoneNumber, type Country } from '../countries/countries.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { TextField } from './TextField.tsx';

export interface PhoneInputProps {
  label: string;
  placeholder?: string;
  error?: string;
  defaultCountryCode?: string;
  /** The full number (`+<dial code><number>`). */
  value: string;
  onChange(value: string): void;
  id?: string;
}

function initialState(value: string, defaultCode: string): { country: Country; number: string } {
  const parsed = parsePhoneNumber(value);
  if (parsed) return parsed;
  return {
    country: findCountry(defaultCode) ?? (findCountry('US') as Country),
    number: value.replace(/^\+/, ''),
  };
}

export default function PhoneInput({
  label,
  placeholder,
  error,
  defaultCountryCode = 'US',
  value,
  onChange,
  id,
}: PhoneInputProps): ReactElement {
  const [state, setState] = useState(() => initialState(value, defaultCountryCode));

  const update = (country: Country, number: string) => {
    setState({ country, number });
    onChange(number ? `${country.dial_code}${number}` : '');
  };

  const onNumber = (typed: string) => {
    const cleaned = typed.replace(/[^\d+]/g, '');
    const parsed = cleaned.startsWith('+') ? parsePhoneNumber(cleaned) : undefined;
    if (parsed) update(parsed.country, parsed.number);
    else update(state.country, cleaned.replace(/\+/g, ''));
  };

  return (
    <TextField
      id={id}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      label={label}
      placeholder={placeholder}
      error={error}
      value={state.number}
      onChange={onNumber}
      className="sid-field--phone"
      before={<CountryPicker country={state.country} onSelect={(country) => update(country, state.number)} />}
    />
  );
}
