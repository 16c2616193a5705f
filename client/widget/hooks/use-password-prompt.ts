/**
 * The SDK's password prompts, shared by the sign-in screen and the reset link's
 * page: the sub-state driven by the ready / incorrect / invalid events, submitting a password, and the
 * text of the last attempt's error (a failed rule's message names the offending part of what was typed).
 */
import { useCallback, useReducer, useRef, type Dispatch } from 'react';
import { offendingPart, type FailedRule } from '../../identity/password-rules.ts';
import { useText, useWidget } from '../context.tsx';
import { passwordReducer, type PasswordAction, type PasswordState } from '../machines/sub-states.ts';
import type { TextKey } from '../text/index.ts';
import { useSdkEvent } from './use-sdk-event.ts';

export interface PasswordPrompt {
  state: PasswordState;
  dispatch: Dispatch<PasswordAction>;
  submit(password: string): void;
  /** The error of the last attempt, in the reader's words; undefined when there is none. */
  errorText: string | undefined;
}

export function usePasswordPrompt(): PasswordPrompt {
  const { session } = useWidget();
  const text = useText();
  const [state, dispatch] = useReducer(passwordReducer, { status: 'initial' });
  const submitted = useRef('');

  useSdkEvent('passwordSetReady', () => dispatch({ type: 'passwordSetReady' }));
  useSdkEvent('passwordResetReady', () => dispatch({ type: 'passwordSetReady' }));
  useSdkEvent('passwordVerifyReady', () => dispatch({ type: 'passwordVerifyReady' }));
  useSdkEvent('incorrectPasswordSubmitted', () => dispatch({ type: 'incorrectPasswordSubmitted' }));
  useSdkEvent('invalidPasswordSubmitted', (payload) =>
    dispatch({
      type: 'invalidPasswordSubmitted',
      failedRules: (payload as { failedRules?: FailedRule[] }).failedRules ?? [],
    }),
  );

  const submit = useCallback(
    (password: string) => {
      submitted.current = password;
      dispatch({ type: 'submit' });
      session.load().publish('passwordSubmitted', password);
    },
    [session],
  );

  const error = 'error' in state ? state.error : undefined;
  const errorText = error
    ? text(
        error.key as TextKey,
        error.failedRule ? { ILLEGAL_SEQUENCE: offendingPart(submitted.current, error.failedRule) } : {},
      )
    : undefined;
  return { state, dispatch, submit, errorText };
}
