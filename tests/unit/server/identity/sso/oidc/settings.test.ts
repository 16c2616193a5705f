/**
 * `SSO_OIDC_PROVIDERS`: presets fill in issuers, generic and Okta entries need one, plain http only reaches
 * loopback, OAuth-only providers are refused, and bad values are named without echoing secrets.
 */
import { describe, expect, it } from 'vitest';
import { readServerEnv, ServerEnvError } from '../../../../../../server/env/server-env.ts';
import { mapGroups, providerGroups } from '../../../../../../server/identity/sso/groups.ts';
import { oidcConnections } from '../../../../../../server/identity/sso/oidc/settings.ts';

const read = (value: unknown) => readServerEnv({ SSO_OIDC_PROVIDERS: JSON.stringify(value) });
const problems = (value: unknown): string[] => {
  try {
    read(value);
  } catch (error) {
    if (error instanceof ServerEnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('SSO_OIDC_PROVIDERS', () => {
  it('fills in what a preset fixes and keys each connection by provider and client id', () => {
    const env = read([
      { provider: 'google', client_id: 'g', client_secret: 's' },
      { provider: 'azuread', tenant: 'acme.onmicrosoft.com', client_id: 'a', trust_email: true },
      { provider: 'apple', client_id: 'com.acme.docs', client_secret: 'jwt' },
      {
        provider: 'okta',
        issuer: 'https://acme.okta.com',
        client_id: 'o',
        groups_map: { 'Docs-Eng': 'engineering', Staff: ['staff', 'readers'] },
      },
      { provider: 'oidc', issuer: 'https://sso.acme.com/realms/x', client_id: 'k', groups_claim_name: null },
    ]);
    const [google, azure, apple, okta, generic] = oidcConnections(env.SSO_OIDC_PROVIDERS ?? []);
    expect(google).toMatchObject({
      key: 'google:g',
      issuer: 'https://accounts.google.com',
      scopes: ['openid', 'email', 'profile'],
      groups: { claim: 'groups' },
      trustEmail: false,
    });
    expect(azure).toMatchObject({
      issuer: 'https://login.microsoftonline.com/acme.onmicrosoft.com/v2.0',
      trustEmail: true,
    });
    expect(azure).not.toHaveProperty('clientSecret');
    expect(apple).toMatchObject({ responseMode: 'form_post', scopes: ['openid', 'email'] });
    expect(okta?.groups).toEqual({
      claim: 'groups',
      map: { 'Docs-Eng': ['engineering'], Staff: ['staff', 'readers'] },
    });
    expect(generic?.groups).toEqual({ claim: null });
  });

  it('refuses OAuth-only providers, missing issuers, plain http off loopback and repeated entries', () => {
    expect(problems([{ provider: 'github', client_id: 'x' }]).join()).toMatch(
      /github, facebook and bitbucket/,
    );
    expect(problems([{ provider: 'okta', client_id: 'x' }]).join()).toMatch(/needs an issuer/);
    expect(problems([{ provider: 'azuread', tenant: 'common', client_id: 'x' }]).join()).toMatch(
      /one tenant/,
    );
    expect(problems([{ provider: 'oidc', issuer: 'http://sso.acme.com', client_id: 'x' }]).join()).toMatch(
      /https:\/\/ URL/,
    );
    expect(problems([{ provider: 'oidc', issuer: 'http://127.0.0.1:9000', client_id: 'x' }])).toEqual([]);
    const twice = { provider: 'google', client_id: 'g' };
    expect(problems([twice, twice]).join()).toMatch(/twice/);
  });

  it('names a bad value without echoing it', () => {
    const secret = 'very-secret-value';
    const lines = [
      ...problems([{ provider: 'google', client_id: 'g', client_secret: secret, extra: secret }]),
      ...(() => {
        try {
          readServerEnv({ SSO_OIDC_PROVIDERS: `{not json ${secret}` });
        } catch (error) {
          return (error as ServerEnvError).problems;
        }
        return [];
      })(),
    ];
    expect(lines.length).toBe(2);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines[1]).toMatch(/^ {2}SSO_OIDC_PROVIDERS must be JSON/);
  });
});

describe('provider groups', () => {
  it('reads a name or a list, ignoring what is not a short printable name', () => {
    expect(providerGroups('eng')).toEqual(['eng']);
    expect(providerGroups(['eng', 3, '', 'x'.repeat(201), 'a\u0000b', 'ops'])).toEqual(['eng', 'ops']);
    expect(providerGroups(undefined)).toEqual([]);
  });

  it('maps through the map only, or keeps the names without one', () => {
    expect(mapGroups({ claim: 'groups' }, ['b', 'a', 'b'])).toEqual(['a', 'b']);
    expect(mapGroups({ claim: 'groups', map: { eng: ['engineering', 'staff'] } }, ['eng', 'other'])).toEqual([
      'engineering',
      'staff',
    ]);
  });
});
