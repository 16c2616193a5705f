/**
 * The identity flow: `idFlowStarted`, `POST /id`, the challenges in order, then
 * `idFlowSucceeded` or `idFlowFailed` with the error slug. Also the password recovery flow.
 */
import type { Factor, Handle } from '../../core/identity/handles.ts';
import type { Analytics } from './analytics.ts';
import { endpointsOf } from './challenges/context.ts';
import { processChallenges } from './challenges/process.ts';
import { createFlowApi, type FlowApi } from './flow-api.ts';
import { POPUP_HEIGHT, POPUP_WIDTH } from './constants.ts';
import type { Emitter } from './events.ts';
import { normaliseError } from './classify-error.ts';
import { IdentityError, ssoRefused } from './errors.ts';
import { parseSsoRefusal, SSO_ERROR_PARAM } from '../../core/identity/sso-refusals.ts';
import { checkHandleAndFactor, serialiseFactor } from './factor-checks.ts';
import { SdkMessageType } from '../../core/identity/sdk-messages.ts';
import { createPkceAndCsrf, resolveSsoReturn } from './pkce.ts';
import { POPUP_BLOCKED_MESSAGE, slugFor } from './slugs.ts';
import type { Transport } from './transport.ts';

export interface FlowDeps {
  transport: Transport;
  emitter: Emitter;
  analytics: Analytics;
  options: {
    baseURL: string;
    sdkURL: string;
    oid: string | undefined;
    ssoPopupBlocked?: 'error' | 'redirect';
  };
}

export interface IdFlowParams {
  oid: string;
  handle: Handle | null | undefined;
  factor: Factor;
  /** The current token for MFA or an anonymous upgrade. */
  token?: string;
}

function openPopup(): Window {
  const popup = window.open('', '_blank', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`);
  if (!popup) throw new IdentityError('UnexpectedError', `SlashId: ${POPUP_BLOCKED_MESSAGE}`);
  popup.document.write('<p>You will be redirected in a moment...</p>');
  return popup;
}

/**
 * The provider sends the popup to a page on the API's origin, which posts `{type: 5, urlParams}` back; the
 * return is checked (CSRF, PKCE) and resolved, and the flow's `proxy` poll then delivers the token. A refusal
 * comes the same way (`sso_error=<reason>`): the poll answers it too, unless the server could not tell which
 * sign-in it was (an unknown state), so it is handed to the poll here as well.
 */
function listenForPopupReturn(
  deps: FlowDeps,
  api: FlowApi,
  flowId: number,
  refusal: { error?: Error },
): void {
  const origin = new URL(deps.options.baseURL).origin;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; urlParams?: unknown } | null;
    if (
      event.origin !== origin ||
      data?.type !== SdkMessageType.ssoResult ||
      typeof data.urlParams !== 'string'
    )
      return;
    window.removeEventListener('message', onMessage);
    const params = new URLSearchParams(data.urlParams);
    const refused = parseSsoRefusal(params.get(SSO_ERROR_PARAM));
    if (refused) {
      refusal.error = ssoRefused(refused);
      return;
    }
    resolveSsoReturn(api, deps.options.oid, params).catch((error: unknown) =>
      deps.emitter.emit(
        'oauthFlowFailed',
        { reason: error instanceof Error ? error.message : String(error) },
        flowId,
      ),
    );
  };
  window.addEventListener('message', onMessage);
}

async function prepareSso(
  deps: FlowDeps,
  api: FlowApi,
  factor: Factor,
  flowId: number,
): Promise<{ factor: Factor; popup?: Window; refusal?: { error?: Error } }> {
  if (factor.method !== 'oidc' && factor.method !== 'saml') return { factor };
  const pkce = await createPkceAndCsrf();
  const withPkce: Factor = { ...factor, options: { ...factor.options, ...pkce } };
  if (factor.options?.ux_mode === 'redirect') return { factor: withPkce };
  try {
    const popup = openPopup();
    const refusal = {};
    listenForPopupReturn(deps, api, flowId, refusal);
    return { factor: withPkce, popup, refusal };
  } catch (error) {
    deps.emitter.emit('oauthFlowFailed', { ...factor.options, reason: 'Popup blocked' }, flowId);
    if (deps.options.ssoPopupBlocked !== 'redirect') throw error;
    // The same sign-in in this tab, coming back to this page.
    return {
      factor: {
        ...withPkce,
        options: { ...withPkce.options, ux_mode: 'redirect', redirect_target: location.href },
      },
    };
  }
}

/** Returns the token; throws the classified error after emitting `idFlowFailed`. */
export async function runIdFlow(deps: FlowDeps, params: IdFlowParams): Promise<string> {
  const { emitter, analytics } = deps;
  const api = createFlowApi(deps.transport);
  const { handle, token: previousToken } = params;
  const flowId = emitter.startFlow();
  const factor = serialiseFactor(params.factor);
  emitter.emit('idFlowStarted', { authenticationFactor: factor }, flowId);
  let challengeId: string | undefined;
  try {
    await checkHandleAndFactor(handle, factor);
    const sso = await prepareSso(deps, api, factor, flowId);
    const challenges = await api.id({ oid: params.oid, handle, factor: sso.factor, token: previousToken });
    if (!Array.isArray(challenges) || challenges.length === 0)
      throw new IdentityError('UnexpectedError', 'no challenges in ID response');
    challengeId = challenges[0]?.id;
    const context = {
      api,
      emitter,
      analytics,
      flowId,
      endpoints: endpointsOf(deps.options),
      factor: sso.factor,
      handle,
      token: previousToken,
      popup: sso.popup,
      refusal: sso.refusal,
    };
    const token = await processChallenges(challenges, context);
    emitter.emit('idFlowSucceeded', { token, authenticationFactor: factor, handle }, flowId);
    analytics.track('AuthenticationSucceeded_v1', {
      success_authn_method: factor.method,
      handle: handle ?? undefined,
    });
    return token;
  } catch (thrown) {
    const error = normaliseError(thrown);
    const errorText = slugFor(error);
    emitter.emit(
      'idFlowFailed',
      {
        authenticationFactor: factor,
        handle,
        errorText,
        previousToken,
        challengeId,
        failureDetail: error.message,
      },
      flowId,
    );
    if (errorText !== 'flow_cancelled') {
      analytics.track('AuthenticationFailed_v1', {
        failed_authn_method: factor.method,
        failure_reason: errorText,
        challenge_id: challengeId,
      });
    }
    throw error;
  }
}

/** `POST /recover` for a password reset; the returned challenges must end in a token. */
export async function runRecoveryFlow(
  deps: FlowDeps,
  params: { oid: string; handle: Handle; factor: Factor },
): Promise<void> {
  const { emitter, analytics } = deps;
  const api = createFlowApi(deps.transport);
  const { handle, factor } = params;
  const payload = { handle, authenticationFactor: factor };
  if (handle.type !== 'email_address' && handle.type !== 'phone_number') {
    throw new IdentityError(
      'RecoverNonReachableHandleTypeError',
      'Passwords can only be reset for an email address or a phone number.',
    );
  }
  emitter.emit('recoveryFlowStarted', payload);
  try {
    const challenges = await api.recover(params.oid, handle, factor.method);
    const flowId = emitter.currentFlow;
    await processChallenges(challenges, {
      api,
      emitter,
      analytics,
      flowId,
      endpoints: endpointsOf(deps.options),
      factor,
      handle,
    });
    emitter.emit('recoveryFlowSucceeded', payload);
  } catch (thrown) {
    const error = normaliseError(thrown);
    emitter.emit('recoveryFlowFailed', { ...payload, errorText: 'recovery_failed' });
    throw error;
  }
}
