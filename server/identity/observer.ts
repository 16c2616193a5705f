/**
 * What the identity service reports as it works, for the server's metrics: sign-ins by factor and stage, the
 * limits that refused a request, and whether each single sign-on provider can be used. The service counts nothing itself; `docgen serve` passes an observer
 * that feeds Prometheus (`server/metrics/`), tests and `docgen users` the quiet one.
 */
import type { FactorMethod } from '../../core/identity/index.ts';
import type { RateLimits } from './limits/rate-limiter.ts';
import type { SsoMethod } from './sso/connections.ts';

/** `started`: a flow began (`POST /id`); `completed`: it issued a token; `failed`: an attestation was refused. */
export type SignInStage = 'started' | 'completed' | 'failed';

export interface IdentityObserver {
  signIn(stage: SignInStage, factor: FactorMethod): void;
  limitRefused(limit: keyof RateLimits): void;
  /**
   * The outcome of a provider check (`sso/provider-checks.ts`): `provider` is the connection's key
   * (`okta:<client_id>`, a SAML provider's id), `available` whether its published settings could be read.
   */
  ssoProviderChecked(method: SsoMethod, provider: string, available: boolean): void;
}

export const quietObserver: IdentityObserver = {
  signIn() {},
  limitRefused() {},
  ssoProviderChecked() {},
};
