/**
 * What start-up says about single sign-on: the providers it loaded (never a secret), a warning for every
 * button of the site that no provider answers, and a note for every provider no button names. The buttons come
 * from the site config through the build's server manifest.
 */
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../../../../core/config/validate.ts';
import { serverSignIn } from '../../../../../core/server/manifest.ts';
import siteConfig from '../../../../../site.config.ts';
import { oidcConnections } from '../../../../../server/identity/sso/oidc/settings.ts';
import { reportSsoSetup } from '../../../../../server/identity/sso/provider-report.ts';
import { samlConnections } from '../../../../../server/identity/sso/saml/settings.ts';

function signInWith(signIn: Record<string, unknown>) {
  const result = validateSiteConfig({ ...siteConfig, signIn: { orgID: 'org', ...signIn } }, 'site.config.ts');
  if (!result.ok || !result.config.signIn) throw new Error('invalid test config');
  return serverSignIn(result.config.signIn, []);
}

const SECRET = 'client-secret-never-logged';
const connections = [
  ...oidcConnections([
    { provider: 'okta', issuer: 'https://acme.okta.com', client_id: '0oa1', client_secret: SECRET },
  ]),
  ...samlConnections([{ id: 'corp', metadata: 'https://idp.acme.com/metadata.xml', groups_attribute: null }]),
];

function report(buttons: Parameters<typeof reportSsoSetup>[2]) {
  const lines: Array<{ level: string; text: string }> = [];
  const log = (level: string) => (_fields: object, text?: string) => lines.push({ level, text: text ?? '' });
  reportSsoSetup(
    { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
    connections,
    buttons,
  );
  return lines;
}

describe('the single sign-on buttons in the server manifest', () => {
  it('names the provider of every oidc and saml button, and of oidcClientID with oidcProvider', () => {
    const buttons = signInWith({
      formConfiguration: {
        factors: [
          { method: 'email_link' },
          { method: 'oidc', options: { provider: 'okta', client_id: '0oa1' } },
          { method: 'saml', options: { provider_credentials_id: 'corp' } },
        ],
      },
    }).ssoButtons;
    expect(buttons).toEqual([
      { method: 'oidc', provider: 'okta', clientId: '0oa1' },
      { method: 'saml', providerCredentialsId: 'corp' },
    ]);
    expect(signInWith({ oidcClientID: 'abc', oidcProvider: 'google' }).ssoButtons).toEqual([
      { method: 'oidc', provider: 'google', clientId: 'abc' },
    ]);
  });
});

describe('the start-up report on single sign-on', () => {
  it('lists the providers it loaded, with issuer or metadata, scopes and groups, and no secret', () => {
    const lines = report([
      { method: 'oidc', provider: 'okta', clientId: '0oa1' },
      { method: 'saml', providerCredentialsId: 'corp' },
    ]);
    expect(lines).toEqual([
      {
        level: 'info',
        text: 'single sign-on provider oidc "okta:0oa1": issuer https://acme.okta.com, scopes "openid email profile", groups from "groups"',
      },
      {
        level: 'info',
        text: 'single sign-on provider saml "corp": metadata https://idp.acme.com/metadata.xml, groups none',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('warns about a button no provider answers, and notes a provider no button names', () => {
    const lines = report([
      { method: 'oidc', provider: 'okta', clientId: 'wrong' },
      { method: 'saml', providerCredentialsId: 'corp' },
    ]).slice(2);
    expect(lines).toEqual([
      {
        level: 'warn',
        text: `the site's oidc sign-in button "okta:wrong" matches no provider in SSO_OIDC_PROVIDERS: readers who press it get an error (add the provider, or change the button's provider and client_id)`,
      },
      {
        level: 'info',
        text: 'single sign-on provider oidc "okta:0oa1" has no button on the site (signIn.formConfiguration.factors)',
      },
    ]);
  });

  it('checks no buttons for a build that does not list them', () => {
    expect(report(undefined).map((line) => line.level)).toEqual(['info', 'info']);
  });
});
