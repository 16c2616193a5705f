/** The single sign-on protocols this server speaks; each becomes a factor (`factors/registry.ts`) and routes. */
import { oidcProtocol } from './oidc/protocol.ts';
import type { SsoProtocol } from './protocol.ts';
import { samlProtocol } from './saml/protocol.ts';

export const SSO_PROTOCOLS: readonly SsoProtocol[] = [oidcProtocol, samlProtocol];
