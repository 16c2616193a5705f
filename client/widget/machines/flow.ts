/**
 * The widget login flow: initial → authenticating → success | error |
 * storeRecoveryCodes → success. Pure: the form component runs the side effects.
 */
import type { Factor, Handle } from '../../../core/identity/handles.ts';

export interface LoginConfig {
  handle?: Handle | null;
  factor: Factor;
}

export type FlowState =
  | { status: 'initial' }
  | { status: 'authenticating'; config: LoginConfig; attempt: number }
  | { status: 'storeRecoveryCodes'; config: LoginConfig; recoveryCodes: string[] }
  | { status: 'success'; config: LoginConfig }
  | { status: 'error'; config: LoginConfig; attempt: number; error: Error };

export type FlowAction =
  | { type: 'logIn'; config: LoginConfig }
  | { type: 'retry' }
  | { type: 'cancel' }
  | { type: 'error'; error: Error }
  | { type: 'success'; recoveryCodes?: string[] }
  | { type: 'confirmRecoveryCodes' };

export const INITIAL_FLOW: FlowState = { status: 'initial' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'logIn':
      return state.status === 'initial'
        ? { status: 'authenticating', config: action.config, attempt: 1 }
        : state;
    case 'retry':
      return state.status === 'authenticating' || state.status === 'error'
        ? { status: 'authenticating', config: state.config, attempt: state.attempt + 1 }
        : state;
    case 'cancel':
      return INITIAL_FLOW;
    case 'error':
      return state.status === 'authenticating'
        ? { status: 'error', config: state.config, attempt: state.attempt, error: action.error }
        : state;
    case 'success': {
      if (state.status !== 'authenticating') return state;
      const codes = action.recoveryCodes ?? [];
      return state.config.factor.method === 'totp' && codes.length > 0
        ? { status: 'storeRecoveryCodes', config: state.config, recoveryCodes: codes }
        : { status: 'success', config: state.config };
    }
    case 'confirmRecoveryCodes':
      return state.status === 'storeRecoveryCodes' ? { status: 'success', config: state.config } : state;
  }
}
