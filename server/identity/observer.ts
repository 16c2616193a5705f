/**
 * What the identity service reports as it works, for the server's metrics: sign-ins by factor and stage, and
 * the limits that refused a request. The service counts nothing itself; `docgen serve` passes an observer
 * that feeds Prometheus (`server/metrics/`), tests and `docgen users` the quiet one.
 */
import type { FactorMethod } from '../../core/identity/index.ts';
import type { RateLimits } from './limits/rate-limiter.ts';

/** `started`: a flow began (`POST /id`); `completed`: it issued a token; `failed`: an attestation was refused. */
export type SignInStage = 'started' | 'completed' | 'failed';

export interface IdentityObserver {
  signIn(stage: SignInStage, factor: FactorMethod): void;
  limitRefused(limit: keyof RateLimits): void;
}

export const quietObserver: IdentityObserver = { signIn() {}, limitRefused() {} };
