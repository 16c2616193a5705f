/**
 * What start-up says about single sign-on: the providers loaded from the environment (no secrets: the key,
 * issuer or metadata source, scopes and groups setting), a warning for each button of the site that no
 * provider answers (its readers would only see an error), and a note for each provider no button names.
 */
import type { SsoButton } from '../../../core/server/manifest.ts';
import type { Logger } from '../logger.ts';
import type { SsoConnection } from './connections.ts';
import { oidcKey, type OidcConnection } from './oidc/settings.ts';
import type { SamlConnection } from './saml/settings.ts';

export function reportSsoSetup(
  logger: Logger,
  connections: readonly SsoConnection[],
  buttons: readonly SsoButton[] | undefined,
): void {
  for (const connection of connections)
    logger.info(
      { method: connection.method, provider: connection.key },
      `single sign-on provider ${describeConnection(connection)}`,
    );
  if (!buttons) return;
  const named = new Set(buttons.map((button) => `${button.method} ${buttonKey(button)}`));
  for (const button of buttons) {
    const variable = button.method === 'oidc' ? 'SSO_OIDC_PROVIDERS' : 'SSO_SAML_PROVIDERS';
    if (!connections.some((c) => c.method === button.method && c.key === buttonKey(button)))
      logger.warn(
        { method: button.method, provider: buttonKey(button) },
        `the site's ${button.method} sign-in button "${buttonKey(button)}" matches no provider in ${variable}: readers who press it get an error (add the provider, or change the button's ${button.method === 'oidc' ? 'provider and client_id' : 'provider_credentials_id'})`,
      );
  }
  for (const connection of connections)
    if (!named.has(`${connection.method} ${connection.key}`))
      logger.info(
        { method: connection.method, provider: connection.key },
        `single sign-on provider ${connection.method} "${connection.key}" has no button on the site (signIn.formConfiguration.factors)`,
      );
}

function buttonKey(button: SsoButton): string {
  return button.method === 'oidc' ? oidcKey(button.provider, button.clientId) : button.providerCredentialsId;
}

function describeConnection(connection: SsoConnection): string {
  const groups = connection.groups.claim === null ? 'none' : `from "${connection.groups.claim}"`;
  if (connection.method === 'saml') {
    const saml = connection as SamlConnection;
    return `saml "${saml.key}": metadata ${saml.metadata}, groups ${groups}`;
  }
  const oidc = connection as OidcConnection;
  return `oidc "${oidc.key}": issuer ${oidc.issuer}, scopes "${oidc.scopes.join(' ')}", groups ${groups}`;
}
