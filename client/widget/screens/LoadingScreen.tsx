/** Waiting screen for passkeys, e-mail link, SMS link and external sign-in, with the Resend prompt. */
import type { ReactElement } from 'react';
import { useText } from '../context.tsx';
import { PROVIDER_NAMES } from '../factors.ts';
import { handleTokens } from '../handle-text.ts';
import { MailIcon, SmsIcon, Spinner } from '../pieces/Icons.tsx';
import type { TextKey } from '../text/index.ts';
import { Header, Message } from './Chrome.tsx';
import { ResendPrompt } from './ResendPrompt.tsx';
import type { AttemptScreenProps } from './attempt-screen.ts';

const KEYS: Record<string, [TextKey, TextKey]> = {
  email_link: ['authenticating.title.emailLink', 'authenticating.message.emailLink'],
  sms_link: ['authenticating.title.smsLink', 'authenticating.message.smsLink'],
  webauthn: ['authenticating.title.webauthn', 'authenticating.message.webauthn'],
  oidc: ['authenticating.title.oidc', 'authenticating.message.oidc'],
  saml: ['authenticating.title.oidc', 'authenticating.message.oidc'],
};

export function LoadingScreen({ config, attempt, onRetry }: AttemptScreenProps): ReactElement {
  const text = useText();
  const method = config.factor.method;
  const [titleKey, messageKey] = KEYS[method] ?? KEYS.email_link!;
  const tokens = handleTokens(config.handle);
  const provider = String(config.factor.options?.provider ?? '');
  const title =
    method === 'oidc' || method === 'saml'
      ? `${text(titleKey)}${PROVIDER_NAMES[provider] ?? (provider || 'SAML')}`
      : text(titleKey, tokens);
  const subtitle = text('authenticating.subtitle');
  return (
    <>
      {method === 'email_link' ? <MailIcon /> : method === 'sms_link' ? <SmsIcon /> : <Spinner />}
      <Header
        title={title}
        subtitle={subtitle}
        className="sid-form-authenticating-title sid-form-authenticating-title-loading"
      />
      <Message>{text(messageKey, tokens)}</Message>
      <ResendPrompt attempt={attempt} onRetry={onRetry} />
    </>
  );
}
