/**
 * Which scope (relying party id) a passkey ceremony may use, and for which origins it is verified. A page
 * may only ask for its own host name or a parent domain of it (WebAuthn's rule), and never a bare
 * top-level label (`com`), which would let one site's passkeys be used by its neighbours. Origins are the
 * site's own and the configured CORS origins: an `Origin` header from anywhere else is not believed.
 */
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import type { StartRequest } from './types.ts';

const MAX_SCOPE = 253;

export function passkeyScope(service: IdentityService, request: StartRequest): string {
  const allowed = service.config.allowedOrigins;
  const origin =
    request.origin && allowed.has(request.origin) ? request.origin : new URL(service.config.publicUrl).origin;
  const host = new URL(origin).hostname;
  const asked = request.factor.options?.scope;
  const scope = typeof asked === 'string' && asked !== '' ? asked.toLowerCase() : host;
  const parent = host === scope || (scope.includes('.') && host.endsWith(`.${scope}`));
  if (!parent || scope.length > MAX_SCOPE) {
    const shown = scope.replace(/[^a-z0-9.-]/g, '').slice(0, MAX_SCOPE);
    throw Failures.passkeyBadScope(shown, origin);
  }
  return scope;
}

/** Every origin a ceremony's client data may name. */
export function expectedOrigins(service: IdentityService): string[] {
  return [...service.config.allowedOrigins];
}
