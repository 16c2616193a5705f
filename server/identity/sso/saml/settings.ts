/**
 * `SSO_SAML_PROVIDERS`: the SAML 2.0 identity providers, a JSON array read from the server's environment
 * (never from the site config: an entry decides whose signatures are believed). Each entry:
 *
 *   [{"id":"corp","metadata":"https://idp.example.com/metadata.xml","groups_attribute":"groups"}]
 *
 * `id` is what the site's `saml` factor names as `provider_credentials_id`, and part of this provider's URLs:
 * `<PUBLIC_URL>/api/sso/saml/<id>/metadata` (our SP metadata, also our entity id by default) and
 * `<PUBLIC_URL>/api/sso/saml/<id>/acs`. `metadata` is the IdP's metadata: an https URL or a file path.
 */
import { z } from 'zod';
import type { SsoConnection } from '../connections.ts';
import { groupMapping, GROUPS_MAP_SETTING } from '../groups.ts';
import { isIssuerUrl } from '../oidc/settings.ts';

export interface SamlConnection extends SsoConnection {
  method: 'saml';
  /** The IdP's metadata: a URL or a file path. */
  metadata: string;
  /** Our entity id at this IdP, when not the default (our metadata URL, see `samlEndpoints`). */
  spEntityId: string | undefined;
  /** The attribute holding the reader's address; unset: the usual ones, then an e-mail NameID. */
  emailAttribute: string | undefined;
}

const attributeName = z.string().min(1).max(400);

const providerEntry = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a short name of a-z, 0-9, - and _ (it appears in URLs)'),
  metadata: z
    .string()
    .min(1)
    .refine(
      (text) => !/^[a-z]+:\/\//i.test(text) || isIssuerUrl(text),
      'must be a file path or an https:// URL (http:// only on a loopback address)',
    ),
  sp_entity_id: z.string().min(1).max(1000).optional(),
  email_attribute: attributeName.optional(),
  // null: this IdP gives no groups; `docgen users` decides them.
  groups_attribute: attributeName.nullable().optional(),
  groups_map: GROUPS_MAP_SETTING.optional(),
});

export const SAML_PROVIDERS_SETTING = z
  .array(providerEntry)
  .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, 'names an id twice');

export type SamlProviderSettings = z.infer<typeof SAML_PROVIDERS_SETTING>;

export function samlConnections(settings: SamlProviderSettings): SamlConnection[] {
  return settings.map((entry) => {
    return {
      method: 'saml',
      key: entry.id,
      provider: 'saml',
      metadata: entry.metadata,
      spEntityId: entry.sp_entity_id,
      emailAttribute: entry.email_attribute,
      groups: groupMapping(entry.groups_attribute, entry.groups_map),
      // A company IdP vouches for the addresses of its own directory; SAML has no "verified" flag.
      trustEmail: true,
    };
  });
}

/** Our URLs for a provider: the metadata (by default also our entity id) and the ACS. */
export function samlEndpoints(
  apiUrl: string,
  connection: Pick<SamlConnection, 'key' | 'spEntityId'>,
): { metadataUrl: string; acsUrl: string; spEntityId: string } {
  const base = `${apiUrl}/sso/saml/${connection.key}`;
  return {
    metadataUrl: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    spEntityId: connection.spEntityId ?? `${base}/metadata`,
  };
}
