/**
 * Signing out at the OpenID provider too (OpenID Connect RP-Initiated Logout 1.0). Without it, Log out ends
 * only docgen's session: the provider's survives, and the next click on the sign-in button signs the reader
 * straight back in, which on a shared computer is no sign-out at all.
 *
 * After a sign-in, the provider's ID token is kept, sealed, for the reader's address (`storage.ssoSignOuts`,
 * as long as a docgen token lives) when the provider publishes an `end_session_endpoint`. On Log out, the site
 * asks `POST /sso/oidc/logout` with the reader's token and gets the provider's end-session URL, with the ID
 * token as `id_token_hint`, our `client_id`, and `<PUBLIC_URL>/` as `post_logout_redirect_uri` (to register
 * at the provider); the browser goes there after docgen's session has ended. The ID token never reaches the
 * browser until that URL, is handed out once, and only to the holder of a valid token of that reader.
 */
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { checkEmailAddress, type TokenClaims } from '../../../../core/identity/index.ts';
import { sendResult } from '../../api/reply.ts';
import { signedIn } from '../../api/signed-in.ts';
import type { IdentityService } from '../../service.ts';
import { findConnection } from '../connections.ts';
import type { SsoTicket } from '../provider-return.ts';
import { configurationOf, type OidcIdentity } from './relying-party.ts';
import type { OidcConnection } from './settings.ts';

const OIDC_LOGOUT_PATH = '/sso/oidc/logout';

/** After the provider vouched for the reader: keeps what signing them out there needs, if it can be done. */
export async function rememberProviderSignIn(
  service: IdentityService,
  ticket: SsoTicket<OidcConnection>,
  identity: OidcIdentity,
): Promise<void> {
  const checked = checkEmailAddress(identity.email);
  if (!identity.idToken || !checked.ok) return;
  const config = await configurationOf(ticket.connection);
  if (!config.serverMetadata().end_session_endpoint) return;
  await service.storage.ssoSignOuts.remember({
    orgId: ticket.flow.orgId,
    email: checked.address,
    connection: ticket.connection.key,
    idToken: service.sealer.seal('sso', identity.idToken),
    expiresAt: service.clock.now() + service.tokens.ttlMs,
  });
}

/** `POST /sso/oidc/logout` (bearer: the reader's token) → `{result:{logout_url}}`, or `{result:{}}`: none. */
export function providerSignOutRoute(app: FastifyInstance, service: IdentityService): void {
  app.post(OIDC_LOGOUT_PATH, async (request, reply) => {
    const { claims } = await signedIn(service, request);
    const url = await providerSignOutUrl(service, claims);
    return sendResult(reply, url ? { logout_url: url } : {});
  });
}

async function providerSignOutUrl(
  service: IdentityService,
  claims: TokenClaims,
): Promise<string | undefined> {
  const addresses = (claims.authentications ?? [])
    .filter((entry) => entry.method === 'oidc' && entry.handle.type === 'email_address')
    .map((entry) => entry.handle.value);
  for (const email of new Set(addresses)) {
    const kept = await service.storage.ssoSignOuts.take({
      orgId: claims.oid,
      email,
      now: service.clock.now(),
    });
    const connection =
      kept && findConnection<OidcConnection>(service.ssoConnections, 'oidc', kept.connection);
    if (!kept || !connection) continue;
    try {
      const config = await configurationOf(connection);
      return client.buildEndSessionUrl(config, {
        id_token_hint: service.sealer.open('sso', kept.idToken),
        post_logout_redirect_uri: `${service.config.publicUrl}/`,
      }).href;
    } catch (error) {
      // The provider is unreachable or no longer offers it: the reader is signed out of docgen all the same.
      service.logger.warn({ err: error, provider: connection.key }, 'no sign-out at the identity provider');
    }
  }
  return undefined;
}
