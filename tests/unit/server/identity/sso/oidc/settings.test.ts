/**
 * `SSO_OIDC_PROVIDERS`: presets fill in issuers, generic and Okta entries need one, plain http only reaches
 * loopback, the OAuth 2.0 presets take endpoints instead of an issuer, and bad values are named without
 * echoing secrets.
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
      map: new Map([
        ['Docs-Eng', ['engineering']],
        ['Staff', ['staff', 'readers']],
      ]),
    });
    expect(generic?.groups).toEqual({ claim: null });
  });

  it('fills in the OAuth 2.0 presets, with GitHub teams as groups unless groups_claim_name is null', () => {
    const env = read([
      { provider: 'github', client_id: 'gh', client_secret: 's', groups_map: { 'acme/docs': 'docs' } },
      {
        provider: 'github',
        client_id: 'ghes',
        client_secret: 's',
        authorization_endpoint: 'https://ghe.acme.com/login/oauth/authorize',
        token_endpoint: 'https://ghe.acme.com/login/oauth/access_token',
        api_base: 'https://ghe.acme.com/api/v3/',
        groups_claim_name: null,
      },
      { provider: 'bitbucket', client_id: 'bb', client_secret: 's' },
      { provider: 'facebook', client_id: 'fb', client_secret: 's' },
    ]);
    const [github, enterprise, bitbucket, facebook] = oidcConnections(env.SSO_OIDC_PROVIDERS ?? []);
    expect(github).toMatchObject({
      key: 'github:gh',
      issuer: 'https://github.com',
      scopes: ['user:email', 'read:org'],
      groups: { claim: 'teams', map: new Map([['acme/docs', ['docs']]]) },
      trustEmail: false,
      oauth: {
        authorizationEndpoint: 'https://github.com/login/oauth/authorize',
        tokenEndpoint: 'https://github.com/login/oauth/access_token',
        apiBase: 'https://api.github.com',
        clientAuth: 'client_secret_post',
      },
    });
    expect(enterprise).toMatchObject({
      issuer: 'https://ghe.acme.com',
      scopes: ['user:email'],
      groups: { claim: null },
      oauth: { apiBase: 'https://ghe.acme.com/api/v3' },
    });
    expect(bitbucket).toMatchObject({
      scopes: ['email'],
      groups: { claim: null },
      oauth: { apiBase: 'https://api.bitbucket.org/2.0', clientAuth: 'client_secret_basic' },
    });
    expect(facebook).toMatchObject({ scopes: ['email'], groups: { claim: null } });
  });

  it('refuses OIDC settings on OAuth 2.0 presets and the other way round', () => {
    const github = { provider: 'github', client_id: 'x', client_secret: 's' };
    expect(problems([{ provider: 'github', client_id: 'x' }]).join()).toMatch(/client_secret.*required/);
    expect(problems([{ ...github, issuer: 'https://github.com' }]).join()).toMatch(/not a setting of github/);
    expect(problems([{ ...github, trust_email: true }]).join()).toMatch(/not a setting of github/);
    expect(problems([{ ...github, groups_claim_name: 'groups' }]).join()).toMatch(/unset or null/);
    expect(problems([{ ...github, api_base: 'http://ghe.acme.com' }]).join()).toMatch(/https:\/\/ URL/);
    expect(
      problems([{ provider: 'facebook', client_id: 'x', client_secret: 's', groups_map: { a: 'b' } }]).join(),
    ).toMatch(/gives no groups/);
    expect(
      problems([{ provider: 'google', client_id: 'x', token_endpoint: 'https://t.example' }]).join(),
    ).toMatch(/github, bitbucket and facebook only/);
  });

  it('refuses unknown providers, missing issuers, plain http off loopback and repeated entries', () => {
    expect(problems([{ provider: 'myspace', client_id: 'x' }]).join()).toMatch(/github, bitbucket, facebook/);
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
    const map = new Map([['eng', ['engineering', 'staff']]]);
    expect(mapGroups({ claim: 'groups', map }, ['eng', 'other'])).toEqual(['engineering', 'staff']);
  });

  it('finds nothing for provider groups named like Object.prototype members', () => {
    const [okta] = oidcConnections([
      {
        provider: 'okta',
        issuer: 'https://acme.okta.com',
        client_id: 'a',
        groups_map: { eng: 'engineering' },
      },
    ]);
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'eng'];
    expect(mapGroups(okta!.groups, names)).toEqual(['engineering']);
  });
});
