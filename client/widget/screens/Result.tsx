/** The success and error screens. */
import type { ReactElement } from 'react';
import { UNSUPPORTED_SSO_METHOD, type Handle } from '../../../core/identity/handles.ts';
import { SSO_REFUSALS } from '../../../core/identity/sso-refusals.ts';
import { useText } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { BackLink, Button } from '../pieces/Button.tsx';
import { CheckIcon, ErrorIcon } from '../pieces/Icons.tsx';
import { waitUnits } from '../../../core/errors/retry-after.ts';
import { IdentityMessage } from '../../../core/identity/errors.ts';
import { IdentityError } from '../../identity/errors.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import type { TextFn, TextKey } from '../text/index.ts';
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

/** An answer saying the newest sign-in link in the mailbox is the way in (the server's allowance is spent). */
function isAlreadySent(error: Error): boolean {
  return error.name === 'RateLimitError' && error.message.startsWith(IdentityMessage.alreadySent);
}

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
function errorScreenFor(error: Error): ErrorScreenTexts {
  if (error.name === 'SsoRefusedError') return ssoScreen((error as IdentityError).context.reason);
  if (error.message === UNSUPPORTED_SSO_METHOD)
    return {
      ...errorScreenFor(new Error()),
      subtitle: 'error.subtitle.unsupportedSsoMethod',
      policy: 'reset',
    };
  const entry = isAlreadySent(error)
    ? { suffix: '.alreadySent', policy: 'retry' as const }
    : (BY_NAME[error.name] ?? { suffix: '', policy: 'retry' });
  return {
    title: `error.title${entry.suffix}` as TextKey,
    subtitle: `error.subtitle${entry.suffix}` as TextKey,
    retry: `error.retry${entry.suffix}` as TextKey,
    policy: entry.policy,
    neutral: entry.neutral ?? false,
  };
}

/** The wait a rate-limited answer named (its `Retry-After`), if any. */
function waitOf(error: Error): number | undefined {
  if (!(error instanceof IdentityError) || error.name !== 'RateLimitError') return undefined;
  const seconds = error.context.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** "52 seconds", "4 minutes": a wait in the catalogue's words. */
function waitText(text: TextFn, seconds: number): string {
  const { count, unit } = waitUnits(seconds);
  const key: TextKey =
    unit === 'second'
      ? count === 1
        ? 'wait.second'
        : 'wait.seconds'
      : count === 1
        ? 'wait.minute'
        : 'wait.minutes';
  return text(key, { COUNT: String(count) });
}

/**
 * The subtitle and the line under it: a rate limit says how long to wait, counting down (the spec's "try
 * again later" only when no wait is known); "already sent" says when a new link can be asked for.
 */
function waitingTexts(
  text: TextFn,
  error: Error,
  subtitle: string,
  left: number | undefined,
): { subtitle: string; note?: string } {
  if (left === undefined) return { subtitle };
  const tokens = { TIME_REMAINING: waitText(text, left) };
  if (isAlreadySent(error))
    return left > 0 ? { subtitle, note: text('error.wait.alreadySent', tokens) } : { subtitle };
  return {
    subtitle:
      left > 0 ? text('error.subtitle.rateLimit.wait', tokens) : text('error.subtitle.rateLimit.ready'),
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
  const left = useSecondsLeft(waitOf(props.error));
  const shown = waitingTexts(text, props.error, text(screen.subtitle, tokens), left);
  return (
    <Screen testId="sid-form-error-state">
      <BackLink onClick={props.onCancel} data-testid="sid-form-authenticating-cancel-button">
        {text('authenticating.back')}
      </BackLink>
      <ErrorIcon neutral={screen.neutral} />
      <Header title={text(screen.title, tokens)} />
      <Message>{shown.subtitle}</Message>
      {shown.note ? <Message>{shown.note}</Message> : null}
      <Button
        variant="primary"
        data-testid="sid-form-error-retry-button"
        disabled={left !== undefined && left > 0}
        onClick={() => props.onRetry(screen.policy)}
      >
        {text(screen.retry)}
      </Button>
    </Screen>
  );
}
