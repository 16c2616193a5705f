/**
 * The sign-in form: the screens around the flow state machine. On
 * success it calls `onSuccess(user)`; on error `onError(error, context)`; with storeLastHandle the handle
 * of a succeeded flow is remembered. After a TOTP registration the recovery codes are shown first, and the
 * user only becomes the session's (and `onSuccess` is only called) once they are confirmed: the codes are
 * shown once, so nothing (a gate that closes on sign-in, say) may take the screen away before that.
 */
import { useCallback, useReducer, useRef, type ReactElement, type ReactNode } from 'react';
import type { LoginMiddleware } from '../identity/log-in.ts';
import type { User } from '../identity/user.ts';
import type { Handle } from '../../core/identity/handles.ts';
import { useWidget } from './context.tsx';
import { useSdkEvent } from './hooks/use-sdk-event.ts';
import { storeLastHandle } from './last-handle.ts';
import { flowReducer, INITIAL_FLOW, type FlowState, type LoginConfig } from './machines/flow.ts';
import { Authenticating } from './screens/Authenticating.tsx';
import { FooterBanner } from './screens/Chrome.tsx';
import { Initial } from './screens/Initial.tsx';
import { RecoveryCodes } from './screens/RecoveryCodes.tsx';
import { ErrorScreen, Success, type RetryPolicy } from './screens/Result.tsx';
import { collectSlots } from './Slot.tsx';

export interface FormProps {
  onSuccess?(user: User): void;
  onError?(error: Error, context: FlowState): void;
  middleware?: LoginMiddleware | LoginMiddleware[];
  className?: string;
  children?: ReactNode;
  /** Opens on this error's screen (a refused single sign-on the page came back with); its button goes back. */
  initialError?: Error | undefined;
}

export function Form(props: FormProps): ReactElement {
  const { onSuccess, onError, middleware, className, children, initialError } = props;
  const { session, config } = useWidget();
  const [state, dispatch] = useReducer(flowReducer, initialError, openingState);
  const recoveryCodes = useRef<string[]>([]);
  const codesConfirmed = useRef<{ user: User; resolve(): void } | undefined>(undefined);
  const slots = collectSlots(children);

  // Runs after the app's middleware, before the session takes the user: holds it until the codes are saved.
  const holdForRecoveryCodes = useCallback<LoginMiddleware>(async ({ user }) => {
    const codes = recoveryCodes.current;
    if (codes.length === 0) return user;
    await new Promise<void>((resolve) => {
      codesConfirmed.current = { user, resolve };
      dispatch({ type: 'success', recoveryCodes: codes });
    });
    return user;
  }, []);

  useSdkEvent('idFlowSucceeded', (payload) => {
    const handle = (payload as { handle?: Handle | null }).handle;
    if (config.storeLastHandle && handle) storeLastHandle(handle);
  });

  const cancel = useCallback(() => {
    session.load().publish('flowCancelled');
    dispatch({ type: 'cancel' });
  }, [session]);
  const retry = useCallback(
    (policy: RetryPolicy = 'retry') => {
      session.load().publish('flowCancelled');
      dispatch(policy === 'retry' ? { type: 'retry' } : { type: 'cancel' });
    },
    [session],
  );
  const logIn = useCallback((login: LoginConfig) => {
    recoveryCodes.current = [];
    dispatch({ type: 'logIn', config: login });
  }, []);

  let screen: ReactNode;
  switch (state.status) {
    case 'initial':
      screen = slots.initial ?? <Initial onLogIn={logIn} />;
      break;
    case 'authenticating':
      screen = slots.authenticating ?? (
        <Authenticating
          config={state.config}
          attempt={state.attempt}
          middleware={[...[middleware ?? []].flat(), holdForRecoveryCodes]}
          onCancel={cancel}
          onRetry={() => retry('retry')}
          onRecoveryCodes={(codes) => (recoveryCodes.current = codes)}
          onSuccess={(user) => {
            onSuccess?.(user);
            dispatch({ type: 'success', recoveryCodes: recoveryCodes.current });
          }}
          onError={(error) => {
            onError?.(error, state);
            dispatch({ type: 'error', error });
          }}
        />
      );
      break;
    case 'storeRecoveryCodes':
      screen = (
        <RecoveryCodes
          codes={state.recoveryCodes}
          onContinue={() => {
            const held = codesConfirmed.current;
            codesConfirmed.current = undefined;
            dispatch({ type: 'confirmRecoveryCodes' });
            held?.resolve();
            if (held) onSuccess?.(held.user);
          }}
        />
      );
      break;
    case 'success':
      screen = slots.success ?? <Success />;
      break;
    case 'error':
      screen = slots.error ?? (
        <ErrorScreen error={state.error} handle={state.config.handle} onCancel={cancel} onRetry={retry} />
      );
      break;
  }
  return (
    <div className={['sid-form', className].filter(Boolean).join(' ')}>
      {screen}
      {slots.footer ?? (state.status === 'initial' ? null : <FooterBanner />)}
    </div>
  );
}

function openingState(error: Error | undefined): FlowState {
  if (!error) return INITIAL_FLOW;
  return { status: 'error', config: { handle: null, factor: { method: 'oidc' } }, attempt: 1, error };
}
