/**
 * The authenticating screen: a Back link, then the variant for the factor. The sign-in call starts only
 * after the variant subscribed to its events (child effects run before this component's effect).
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { isFlowCancelled, toError } from '../../identity/errors.ts';
import type { LoginMiddleware } from '../../identity/session.ts';
import type { User } from '../../identity/user.ts';
import { useText, useWidget } from '../context.tsx';
import type { LoginConfig } from '../machines/flow.ts';
import { BackLink } from '../pieces/Button.tsx';
import { ConfirmAddress } from './ConfirmAddress.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { OtpScreen } from './OtpScreen.tsx';
import { PasskeyScreen } from './PasskeyScreen.tsx';
import { PasswordScreen } from './PasswordScreen.tsx';
import { TotpScreen } from './TotpScreen.tsx';

const USER_NOT_RETURNED = 'User not returned from /id';

/** What a screen of a running sign-in attempt gets: the attempt, and a way to start it again. */
export interface AttemptScreenProps {
  config: LoginConfig;
  attempt: number;
  onRetry(): void;
}

export interface AuthenticatingProps extends AttemptScreenProps {
  middleware?: LoginMiddleware | LoginMiddleware[];
  onSuccess(user: User): void;
  onError(error: Error): void;
  onCancel(): void;
  onRecoveryCodes(codes: string[]): void;
}

export function Authenticating(props: AuthenticatingProps): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const { config, attempt } = props;
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    let live = true;
    session
      .logIn(config, { middleware: callbacks.current.middleware })
      .then((user) => {
        if (!live) return;
        if (user) callbacks.current.onSuccess(user);
        else callbacks.current.onError(new Error(USER_NOT_RETURNED));
      })
      .catch((error: unknown) => {
        if (live && !isFlowCancelled(error)) callbacks.current.onError(toError(error));
      });
    return () => {
      live = false;
    };
  }, [session, config, attempt]);

  const method = config.factor.method;
  const variant =
    method === 'otp_via_email' || method === 'otp_via_sms' ? (
      <OtpScreen config={config} attempt={attempt} onRetry={props.onRetry} />
    ) : method === 'password' ? (
      <ConfirmAddress config={config}>
        <PasswordScreen config={config} />
      </ConfirmAddress>
    ) : method === 'webauthn' ? (
      <PasskeyScreen config={config} attempt={attempt} onRetry={props.onRetry} />
    ) : method === 'totp' ? (
      <TotpScreen config={config} onRecoveryCodes={props.onRecoveryCodes} />
    ) : (
      <LoadingScreen config={config} attempt={attempt} onRetry={props.onRetry} />
    );
  return (
    <div className="sid-screen" data-testid="sid-form-authenticating-state">
      <BackLink onClick={props.onCancel} data-testid="sid-form-authenticating-cancel-button">
        {text('authenticating.back')}
      </BackLink>
      {variant}
    </div>
  );
}
