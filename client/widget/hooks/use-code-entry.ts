/**
 * Typing a one-time code: the code, its field error, and sending it to the SDK
 * as `otpCodeSubmitted` once it passes the field rule. A wrong code (`otpIncorrectCodeSubmitted`) empties
 * the boxes. `useOtpPrompt` adds the OTP sub-states for the screens that ask for an e-mailed or texted code.
 */
import { useReducer, useState } from 'react';
import { useWidget } from '../context.tsx';
import { otpReducer, type OtpState } from '../machines/sub-states.ts';
import type { TextKey } from '../text/index.ts';
import { validateOtp } from '../validation.ts';
import { useSdkEvent } from './use-sdk-event.ts';

export interface CodeEntry {
  code: string;
  setCode(code: string): void;
  /** What the field rule found wrong with the last submitted value. */
  fieldError: TextKey | undefined;
  setFieldError(error: TextKey | undefined): void;
  submit(value: string): void;
}

export function useCodeEntry(
  onSubmitted: () => void,
  validate: (value: string) => TextKey | undefined = validateOtp,
): CodeEntry {
  const { session } = useWidget();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<TextKey | undefined>();
  useSdkEvent('otpIncorrectCodeSubmitted', () => setCode(''));
  const submit = (value: string) => {
    const invalid = validate(value);
    setFieldError(invalid);
    if (invalid) return;
    onSubmitted();
    setCode('');
    session.load().publish('otpCodeSubmitted', value.trim());
  };
  return { code, setCode, fieldError, setFieldError, submit };
}

export interface OtpPrompt {
  state: OtpState;
  entry: CodeEntry;
  /** The field rule's complaint, else the server's about the last code. */
  error: TextKey | undefined;
}

export function useOtpPrompt(): OtpPrompt {
  const [state, dispatch] = useReducer(otpReducer, { status: 'initial' });
  useSdkEvent('otpCodeSent', () => dispatch({ type: 'otpCodeSent' }));
  useSdkEvent('otpIncorrectCodeSubmitted', () => dispatch({ type: 'otpIncorrectCodeSubmitted' }));
  const entry = useCodeEntry(() => dispatch({ type: 'submit' }));
  const error =
    entry.fieldError ?? (state.status === 'input' ? (state.error as TextKey | undefined) : undefined);
  return { state, entry, error };
}
