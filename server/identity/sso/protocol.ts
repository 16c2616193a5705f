/**
 * What a single sign-on protocol (OIDC, SAML) plugs into the shared plumbing. The plumbing starts the flow
 * (`POST /id`), keeps the protocol's state sealed until the provider sends the browser back, and finishes the
 * sign-in (`POST /sso/resolve`); a protocol only builds the provider's URL and checks the provider's answer.
 * See `server/identity/README.md`, "Single sign-on".
 */
import type { FastifyInstance } from 'fastify';
import type { IdentityService } from '../service.ts';
import type { SsoConnection, SsoMethod } from './connections.ts';

export interface SsoProtocol<C extends SsoConnection = SsoConnection> {
  method: SsoMethod;
  /** The challenge option holding the provider URL: `auth_code_url` (OIDC), `start_authentication_url` (SAML). */
  urlOption: 'auth_code_url' | 'start_authentication_url';
  /** The connection a `POST /id` factor's options name, or undefined (answered 400). */
  connectionFor(service: IdentityService, options: Readonly<Record<string, unknown>>): C | undefined;
  /**
   * The provider URL the browser goes to. `state` must come back unchanged with the provider's answer (OIDC
   * `state`, SAML `RelayState`); `protocol` is kept sealed with the flow and handed back at the return.
   */
  begin(
    service: IdentityService,
    connection: C,
    state: string,
  ): Promise<{ url: string; protocol: Record<string, string> }>;
  /**
   * Reads the provider's published settings again (OIDC discovery, SAML metadata from a URL), keeping the last
   * good copy when that fails; throws what makes the provider unusable. Run at start-up and periodically.
   */
  checkProvider(service: IdentityService, connection: C): Promise<void>;
  /**
   * Registers the routes where the provider sends the browser back (under the API prefix). They are mounted
   * with a parser for `application/x-www-form-urlencoded` bodies (OIDC form_post, SAML POST binding).
   */
  routes(app: FastifyInstance, service: IdentityService): void;
}
