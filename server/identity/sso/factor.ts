/**
 * `POST /id` with `oidc` or `saml`: no handle; the widget names the provider, the browser brings a fresh PKCE
 * challenge and CSRF token (in `metadata`, or in the factor options from older SDKs). The answer is
 * `[oidc|saml, proxy]`: the provider URL to open in the popup or this tab, and the poll that delivers the token
 * once the browser has come back and proved it holds the PKCE verifier (`POST /sso/resolve`).
 *
 * Threats and answers: a sign-in started by someone else and completed by a victim at the provider (login
 * CSRF, or a stolen session through the poll) — the token comes only after `/sso/resolve` with the verifier of
 * the browser that started; a forged or replayed return — `state` and `sso_code` are 256-bit, single use and
 * stored as HMACs; the protocol's own secrets (PKCE verifier, nonce) are sealed at rest.
 */
import type { Challenge, ProxyChallenge } from '../../../core/identity/index.ts';
import { randomId, randomSecret } from '../crypto/secrets.ts';
import { Failures, IdentityError } from '../errors.ts';
import type { FactorModule, StartRequest } from '../factors/types.ts';
import { sealFlowState, type SsoFlowState } from './flow-state.ts';
import { allowedTarget } from './landing.ts';
import type { SsoProtocol } from './protocol.ts';
import { logSsoRefusal } from './refusal-log.ts';

/** The flow's handle until the provider names the reader. */
const NO_HANDLE = { type: 'email_address', value: '' } as const;

export function ssoFactor(protocol: SsoProtocol): FactorModule {
  const { method } = protocol;
  return {
    method,
    // The challenges are not attested: the provider's answer comes back through the protocol's routes.
    challengeTypes: [],
    // It sends no message: the reader goes to the provider.
    sendLimits: [],
    async start(service, request) {
      if (request.handle) throw Failures.ssoHandleGiven(method);
      const options = request.factor.options ?? {};
      const connection = protocol.connectionFor(service, options);
      if (!connection) throw Failures.ssoNoProvider(method);
      const { csrfToken, pkceChallenge } = browserBinding(request);
      const now = service.clock.now();
      const expiresAt = now + service.config.linkTtlMs;
      const ids = { challenge: randomId(), stateSecret: randomSecret(), code: randomSecret() };
      const proxy: ProxyChallenge = {
        id: randomId(),
        type: 'proxy',
        authentication_method: method,
        options: { challenge_id: randomSecret() },
      };
      const { url, protocol: protocolState } = await protocol
        .begin(service, connection, `${ids.challenge}.${ids.stateSecret}`)
        .catch((error: unknown) => {
          // The provider cannot be reached (discovery, metadata): the operator needs to hear of it.
          if (error instanceof IdentityError)
            logSsoRefusal(service, { error, provider: connection.provider });
          throw error;
        });
      const state: SsoFlowState = {
        connection: connection.key,
        uxMode: options.ux_mode === 'redirect' ? 'redirect' : 'popup',
        redirectTarget: allowedTarget(service, options.redirect_target),
        csrfToken,
        pkceChallenge,
        proxy: { id: proxy.id, pollSecret: proxy.options.challenge_id },
        code: ids.code,
        protocol: protocolState,
      };
      const { hasher } = service;
      const secret = (purpose: 'poll' | 'sso_state' | 'sso_code', value: string, challengeId: string) => ({
        hash: hasher.hash(purpose, value),
        purpose,
        challengeId,
        expiresAt,
      });
      await service.storage.flows.create({
        flow: {
          // The challenge's id: what holds the flow's state is found from the flow (`flow-state.ts`).
          id: ids.challenge,
          orgId: request.orgId,
          factorMethod: method,
          handle: NO_HANDLE,
          requesterDevice: request.device,
          createdAt: now,
          expiresAt,
        },
        challenges: [
          {
            id: ids.challenge,
            type: method,
            authenticationMethod: method,
            payload: sealFlowState(service, state),
          },
          { id: proxy.id, type: 'proxy', authenticationMethod: method },
        ],
        secrets: [
          secret('poll', proxy.options.challenge_id, proxy.id),
          secret('sso_state', ids.stateSecret, ids.challenge),
          secret('sso_code', ids.code, ids.challenge),
        ],
      });
      const challenge: Challenge = {
        id: ids.challenge,
        type: method,
        authentication_method: method,
        options: { [protocol.urlOption]: url },
      };
      return { challenges: [challenge, proxy] };
    },
    async attest(_service, request) {
      throw Failures.unsupportedChallengeType(request.challengeType);
    },
  };
}

/** SDK 3.27+ sends the pair in `metadata` (only that pair matches its storage); older ones in the options. */
function browserBinding(request: StartRequest): { csrfToken: string; pkceChallenge: string } {
  const options = request.factor.options ?? {};
  const fromOptions = (key: string) => {
    const value = options[key];
    return typeof value === 'string' && value.length <= 200 ? value : undefined;
  };
  const csrfToken = request.metadata?.csrfToken ?? fromOptions('csrf_token');
  const pkceChallenge = request.metadata?.pkceCodeChallenge ?? fromOptions('pkce_code_challenge');
  if (!csrfToken || !pkceChallenge) throw Failures.ssoPkceMissing();
  return { csrfToken, pkceChallenge };
}
