/**
 * Which scope (relying party id) a passkey ceremony may use, and for which origins it is verified. The scope
 * must be the host name, or a parent domain, of where the ceremony runs: the reading page itself, or the SDK
 * page (`signIn.sdkURL`), which runs it for the page in a hidden frame or a window of its own when the scope
 * is its domain and not the page's (WebAuthn's rule, applied where the browser will apply it). A bare
 * top-level label (`com`) is never a scope: it would let one site's passkeys be used by its neighbours.
 * Origins are the site's own, the configured CORS origins and the SDK page's: an `Origin` header from
 * anywhere else is not believed.
 */
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import type { StartRequest } from './types.ts';

const MAX_SCOPE = 253;

export function passkeyScope(service: Pick<IdentityService, 'config'>, request: StartRequest): string {
  const { allowedOrigins, passkeyPageOrigin, publicUrl } = service.config;
  const origin =
    request.origin && allowedOrigins.has(request.origin) ? request.origin : new URL(publicUrl).origin;
  const host = new URL(origin).hostname;
  const asked = request.factor.options?.scope;
  const scope = typeof asked === 'string' && asked !== '' ? asked.toLowerCase() : host;
  const covered = [host, new URL(passkeyPageOrigin).hostname].some((ceremonyHost) =>
    scopeCovers(scope, ceremonyHost),
  );
  if (!covered || scope.length > MAX_SCOPE) {
    const shown = scope.replace(/[^a-z0-9.-]/g, '').slice(0, MAX_SCOPE);
    throw Failures.passkeyBadScope(shown, origin);
  }
  return scope;
}

/** Whether a page on `host` may run a ceremony for `scope`: the host itself or a domain above it. */
function scopeCovers(scope: string, host: string): boolean {
  return host === scope || (scope.includes('.') && host.endsWith(`.${scope}`));
}

/** Every origin a ceremony's client data may name. */
export function expectedOrigins(service: Pick<IdentityService, 'config'>): string[] {
  return [...new Set([...service.config.allowedOrigins, service.config.passkeyPageOrigin])];
}
