/**
 * Single sign-on connections: one per identity provider the operator configured. They come from the server's
 * environment only, never from the site config, because they hold client secrets and signing certificates.
 * Each protocol (OIDC, SAML) extends this base with its own settings.
 */
export type SsoMethod = 'oidc' | 'saml';

export interface GroupMapping {
  /**
   * The claim (OIDC) or attribute (SAML) listing the reader's groups at the provider; default `groups`
   * (GitHub: `teams`, read from its user API).
   * `null`: the provider does not decide groups (it has none to give); `docgen users` does.
   */
  claim: string | null;
  /** Provider group → docgen groups. Unset: the provider's group names are docgen's group names. */
  map?: ReadonlyMap<string, readonly string[]>;
}

export interface SsoConnection {
  method: SsoMethod;
  /**
   * What a sign-in names the connection by: OIDC `<provider>:<client_id>` (the widget's `provider` and
   * `client_id` options), SAML the `provider_credentials_id` option.
   */
  key: string;
  /** The provider's short name, for logs (`okta`, `azuread`, `saml`). */
  provider: string;
  groups: GroupMapping;
  /**
   * Take the provider's e-mail address as verified without an `email_verified` claim: only for providers that
   * release addresses of their own directory (a single-tenant Entra ID application, a company SAML IdP).
   */
  trustEmail: boolean;
}

export const DEFAULT_GROUPS_CLAIM = 'groups';

/** The connection of `method` with `key`, among those configured. */
export function findConnection<C extends SsoConnection>(
  connections: readonly SsoConnection[],
  method: SsoMethod,
  key: string,
): C | undefined {
  return connections.find((c) => c.method === method && c.key === key) as C | undefined;
}
