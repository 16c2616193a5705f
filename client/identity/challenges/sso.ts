/**
 * `oidc` / `saml`: send the browser to the provider, in the popup opened before `/id`
 * or by redirecting this page; they yield "" because a later `proxy` delivers the token. Also
 * `ui_customization` and `authn_context_update`, which only announce something.
 */
import { IdentityError } from '../errors.ts';
import { emit, type ChallengeHandler, type ProcessContext } from './context.ts';

function validUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function go(context: ProcessContext, url: string): void {
  const mode = (context.factor.options?.ux_mode as string | undefined) ?? 'popup';
  if (mode === 'redirect') {
    location.assign(url);
  } else if (context.popup) {
    context.popup.location.href = url;
  }
}

function ssoHandler(urlKey: string, badUrl: string, failed: string): ChallengeHandler {
  return async (challenge, context) => {
    const url = (challenge.options as Record<string, unknown> | undefined)?.[urlKey];
    if (!validUrl(url)) {
      emit(context, 'oauthFlowFailed', { ...context.factor.options, reason: badUrl });
      context.popup?.close();
      throw new IdentityError('UnexpectedError', failed);
    }
    go(context, url);
    emit(context, 'oauthFlowStarted', context.factor.options ?? {});
    return '';
  };
}

export const oidc = ssoHandler('auth_code_url', 'Bad OAuth sign in URL', 'OIDC flow unsuccesful!');
export const saml = ssoHandler(
  'start_authentication_url',
  'Bad authentication URL',
  'SAML flow unsuccesful!',
);

export const uiCustomization: ChallengeHandler = async (challenge, context) => {
  emit(context, 'uiCustomizationReceived', { customizationProperties: challenge.options ?? {} });
  return '';
};

export const authnContextUpdate: ChallengeHandler = async (challenge, context) => {
  const options = (challenge.options ?? {}) as { target_org_id?: string; factor?: unknown };
  emit(context, 'authnContextUpdateChallengeReceivedEvent', {
    targetOrgId: options.target_org_id,
    factor: options.factor,
  });
  return '';
};
