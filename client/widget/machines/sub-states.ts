/**
 * Sub-states of the authenticating screen, driven by SDK events. Pure
 * reducers; `error` holds a text key shown under the field.
 */
import type { FailedRule } from '../../identity/password-rules.ts';

export type OtpState = { status: 'initial' } | { status: 'input'; error?: string } | { status: 'submitting' };
export type OtpAction = { type: 'otpCodeSent' } | { type: 'submit' } | { type: 'otpIncorrectCodeSubmitted' };

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case 'otpCodeSent':
      return state.status === 'input' ? state : { status: 'input' };
    case 'submit':
      return state.status === 'input' ? { status: 'submitting' } : state;
    case 'otpIncorrectCodeSubmitted':
      return { status: 'input', error: 'authenticating.otpInput.submit.error' };
  }
}

export type PasswordState =
  | { status: 'initial' }
  | { status: 'setPassword'; error?: PasswordError }
  | { status: 'verifyPassword'; error?: PasswordError }
  | { status: 'recoverPassword' }
  | { status: 'submitting'; mode: 'setPassword' | 'verifyPassword' };

interface PasswordError {
  key: string;
  failedRule?: FailedRule;
}

export type PasswordAction =
  | { type: 'passwordSetReady' }
  | { type: 'passwordVerifyReady' }
  | { type: 'submit' }
  | { type: 'incorrectPasswordSubmitted' }
  | { type: 'invalidPasswordSubmitted'; failedRules: FailedRule[] }
  | { type: 'recover' }
  | { type: 'recovered' };

const RULE_PREFIX = 'authenticating.setPassword.validation.';

export function passwordReducer(state: PasswordState, action: PasswordAction): PasswordState {
  switch (action.type) {
    case 'passwordSetReady':
      return state.status === 'setPassword' ? state : { status: 'setPassword', error: carried(state) };
    case 'passwordVerifyReady':
      return state.status === 'verifyPassword' || state.status === 'recoverPassword'
        ? state
        : { status: 'verifyPassword', error: carried(state) };
    case 'submit':
      return state.status === 'setPassword' || state.status === 'verifyPassword'
        ? { status: 'submitting', mode: state.status }
        : state;
    case 'incorrectPasswordSubmitted':
      return { status: 'verifyPassword', error: { key: `${RULE_PREFIX}incorrect` } };
    case 'invalidPasswordSubmitted': {
      const [first] = action.failedRules;
      return {
        status: 'setPassword',
        error: first ? { key: `${RULE_PREFIX}${first.name}`, failedRule: first } : { key: 'error.subtitle' },
      };
    }
    case 'recover':
      return state.status === 'verifyPassword' ? { status: 'recoverPassword' } : state;
    case 'recovered':
      return state.status === 'recoverPassword' ? { status: 'verifyPassword' } : state;
  }
}

/** An error set just before the SDK asks again stays visible on the re-prompt. */
function carried(state: PasswordState): PasswordError | undefined {
  return 'error' in state ? state.error : undefined;
}

export interface TotpKey {
  uri: string;
  qrCode: string;
  recoveryCodes: string[];
}

/**
 * `confirmEmail`: a first registration starts with a code e-mailed to the address (the server proves the
 * address before it accepts a new authenticator), announced by `otpCodeSent`; the key follows.
 */
export type TotpState =
  | { status: 'initial' }
  | { status: 'confirmEmail'; error?: string }
  | { status: 'registerAuthenticator'; key: TotpKey }
  | { status: 'input'; error?: string }
  | { status: 'submitting'; step: 'email' | 'app' };

export type TotpAction =
  | { type: 'otpCodeSent' }
  | { type: 'totpKeyGenerated'; key: TotpKey }
  | { type: 'continue' }
  | { type: 'totpCodeRequested' }
  | { type: 'submit' }
  | { type: 'otpIncorrectCodeSubmitted' };

const INCORRECT = 'authenticating.otpInput.submit.error';

export function totpReducer(state: TotpState, action: TotpAction): TotpState {
  switch (action.type) {
    case 'otpCodeSent':
      // Also re-sent by the SDK after a wrong e-mailed code: the error shown stays.
      return state.status === 'initial' ? { status: 'confirmEmail' } : state;
    case 'totpKeyGenerated':
      return state.status === 'initial' || (state.status === 'submitting' && state.step === 'email')
        ? { status: 'registerAuthenticator', key: action.key }
        : state;
    case 'continue':
      return state.status === 'registerAuthenticator' ? { status: 'input' } : state;
    case 'totpCodeRequested':
      return state.status === 'initial' ? { status: 'input' } : state;
    case 'submit':
      return state.status === 'input'
        ? { status: 'submitting', step: 'app' }
        : state.status === 'confirmEmail'
          ? { status: 'submitting', step: 'email' }
          : state;
    case 'otpIncorrectCodeSubmitted':
      return state.status === 'confirmEmail' || (state.status === 'submitting' && state.step === 'email')
        ? { status: 'confirmEmail', error: INCORRECT }
        : { status: 'input', error: INCORRECT };
  }
}
