/**
 * Form state: values and errors by field name,
 * status valid or invalid. Submit runs every registered validator; any error makes the form invalid.
 * Editing while invalid clears all errors. Reset clears values, errors and registered fields.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TextKey } from './text/index.ts';
import type { Validator } from './validation.ts';

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, TextKey>;
  status: 'valid' | 'invalid';
}

export const EMPTY_FORM: FormState = { values: {}, errors: {}, status: 'valid' };

export function setValue(state: FormState, name: string, value: string): FormState {
  const values = { ...state.values, [name]: value };
  return state.status === 'invalid' ? { values, errors: {}, status: 'valid' } : { ...state, values };
}

export function validate(state: FormState, validators: Record<string, Validator>): FormState {
  const errors: Record<string, TextKey> = {};
  for (const [name, check] of Object.entries(validators)) {
    const error = check(state.values[name] ?? '');
    if (error) errors[name] = error;
  }
  return { ...state, errors, status: Object.keys(errors).length > 0 ? 'invalid' : 'valid' };
}

export interface Form {
  state: FormState;
  value(name: string): string;
  set(name: string, value: string): void;
  register(name: string, validator: Validator): void;
  setError(name: string, error: TextKey): void;
  handleSubmit(
    onValid: (values: Record<string, string>) => void,
  ): (event?: { preventDefault(): void }) => void;
  reset(): void;
}

export function useForm(initial: Record<string, string> = {}): Form {
  const [state, setState] = useState<FormState>({ ...EMPTY_FORM, values: initial });
  const validators = useRef<Record<string, Validator>>({});
  const latest = useRef(state);
  latest.current = state;

  const set = useCallback((name: string, value: string) => setState((s) => setValue(s, name, value)), []);
  const register = useCallback((name: string, validator: Validator) => {
    validators.current[name] = validator;
  }, []);
  const setError = useCallback(
    (name: string, error: TextKey) =>
      setState((s) => ({ ...s, errors: { ...s.errors, [name]: error }, status: 'invalid' })),
    [],
  );
  const handleSubmit = useCallback(
    (onValid: (values: Record<string, string>) => void) => (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const next = validate(latest.current, validators.current);
      setState(next);
      if (next.status === 'valid') onValid(next.values);
    },
    [],
  );
  const reset = useCallback(() => {
    validators.current = {};
    setState(EMPTY_FORM);
  }, []);
  return useMemo(
    () => ({
      state,
      value: (name: string) => state.values[name] ?? '',
      set,
      register,
      setError,
      handleSubmit,
      reset,
    }),
    [state, set, register, setError, handleSubmit, reset],
  );
}
