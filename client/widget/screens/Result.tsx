/** The success and error screens. */
import type { ReactElement } from 'react';
import { UNSUPPORTED_SSO_METHOD, type Handle } from '../../../core/identity/handles.ts';
import { SSO_REFUSALS } from '../../../core/identity/sso-refusals.ts';
import type { IdentityError } from '../../identity/errors.ts';
import { useText } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { BackLink, Button } from '../pieces/Button.tsx';
import { CheckIcon, ErrorIcon } from '../pieces/Icons.tsx';
import type { TextKey } from '../text/index.ts';
import { Header, Message, Screen } from './Chrome.tsx';

export function Success(): ReactElement {
  const text = useText();
  return (
    <Screen testId="sid-form-success-state">
      <CheckIcon />
      <Header title={text('success.title')} subtitle={text('success.subtitle')} />
    </Screen>
  );
}

export type RetryPolicy = 'retry' | 'reset';

interface ErrorTexts {
  suffix: string;
  policy: RetryPolicy;
  neutral?: boolean;
}

const BY_NAME: Record<string, ErrorTexts> = {
  TimeoutError: { suffix: '.authenticationExpired', policy: 'retry' },
  RateLimitError: { suffix: '.rateLimit', policy: 'retry' },
  InvalidEmailAddressFormatError: { suffix: '.invalidEmailAddressFormat', policy: 'reset' },
  InvalidPhoneNumberFormatError: { suffix: '.invalidPhoneNumberFormat', policy: 'reset' },
  RecoverNonReachableHandleTypeError: { suffix: '.recoverNonReachableHandleType', policy: 'reset' },
  NoPasswordSetError: { suffix: '.noPasswordSet', policy: 'reset' },
  SelfRegistrationNotAllowedError: { suffix: '.selfRegistrationNotAllowed', policy: 'reset', neutral: true },
  SignUpAwaitingApprovalError: { suffix: '.signUpAwaitingApproval', policy: 'reset', neutral: true },
  SignInAwaitingApprovalError: { suffix: '.signInAwaitingApproval', policy: 'reset', neutral: true },
};

interface ErrorScreenTexts {
  title: TextKey;
  subtitle: TextKey;
  retry: TextKey;
  policy: RetryPolicy;
  neutral: boolean;
}

/**
 * A refused single sign-on: what happened and what to do, by its reason. Back to the buttons to sign in
 * again (a retry would repeat what was refused).
 */
function ssoScreen(reason: unknown): ErrorScreenTexts {
  const known = SSO_REFUSALS.find((refusal) => refusal === reason) ?? 'failed';
  return {
    title: 'error.title.sso',
    subtitle: `error.subtitle.sso.${known}`,
    retry: 'error.retry.sso',
    policy: 'reset',
    neutral: known === 'registration_refused',
  };
}

/** Which texts and retry policy an error gets; anything unknown is the generic error with Try again. */
export function errorScreenFor(error: Error): ErrorScreenTexts {
  if (error.name === 'SsoRefusedError') return ssoScreen((error as IdentityError).context.reason);
  if (error.message === UNSUPPORTED_SSO_METHOD)
    return {
      ...errorScreenFor(new Error()),
      subtitle: 'error.subtitle.unsupportedSsoMethod',
      policy: 'reset',
    };
  const entry = BY_NAME[error.name] ?? { suffix: '', policy: 'retry' };
  return {
    title: `error.title${entry.suffix}` as TextKey,
    subtitle: `error.subtitle${entry.suffix}` as TextKey,
    retry: `error.retry${entry.suffix}` as TextKey,
    policy: entry.policy,
    neutral: entry.neutral ?? false,
  };
}

export function ErrorScreen(props: {
  error: Error;
  handle?: Handle | null;
  onCancel(): void;
  onRetry(policy: RetryPolicy): void;
}): ReactElement {
  const text = useText();
  const screen = errorScreenFor(props.error);
  const tokens = handleTokens(props.handle);
  return (
    <Screen testId="sid-form-error-state">
      <BackLink onClick={props.onCancel} data-testid="sid-form-authenticating-cancel-button">
        {text('authenticating.back')}
      </BackLink>
      <ErrorIcon neutral={screen.neutral} />
      <Header title={text(screen.title, tokens)} />
      <Message>{text(screen.subtitle, tokens)}</Message>
      <Button
        variant="primary"
        data-testid="sid-form-error-retry-button"
        onClick={() => props.onRetry(screen.policy)}
      >
        {text(screen.retry)}
      </Button>
    </Screen>
  );
}
