// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeChallengesParam, type Factor, type ProxyChallenge } from '../../../../core/identity/index.ts';
import { createFlowApi } from '../../../../client/identity/flow-api.ts';
import { IdentityClient } from '../../../../client/identity/client.ts';
import { createPkceAndCsrf, resolveSsoReturn } from '../../../../client/identity/pkce.ts';
import { createTransport } from '../../../../client/identity/transport.ts';
import { BASE, fakeApi, ok } from '../../../helpers/fake-identity-api.ts';
import { eventually } from '../../../helpers/poll.ts';

beforeEach(() => localStorage.clear());

const clientOf = (api: ReturnType<typeof fakeApi>) =>
  new IdentityClient({ oid: 'org-1', baseURL: BASE, analyticsEnabled: false, fetch: api.fetch });

describe('single sign-on', () => {
  it('creates a PKCE challenge (SHA-256 of the stored verifier, base64url) and a CSRF token', async () => {
    const { pkce_code_challenge, csrf_token } = await createPkceAndCsrf();
    const verifier = localStorage.getItem('@SLASHID/PKCE_CODE_VERIFIER') ?? '';
    expect(verifier).toMatch(/^[0-9a-f-]{72}$/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    expect(pkce_code_challenge).toBe(Buffer.from(digest).toString('base64url'));
    expect(localStorage.getItem('@SLASHID/CSRF_TOKEN')).toBe(csrf_token);
  });

  it('resolves a return only with a matching stored CSRF token and a stored verifier', async () => {
    const api = fakeApi({ 'POST /sso/resolve': ok({}) });
    const client = createFlowApi(createTransport(BASE, api.fetch));
    const params = (csrf: string) =>
      new URLSearchParams({ sso_challenge_id: 'c1', sso_code: 'code', csrf_token: csrf });
    await expect(resolveSsoReturn(client, 'org-1', params('x'))).rejects.toThrow('no CSRF token stored');
    localStorage.setItem('@SLASHID/CSRF_TOKEN', 'good');
    await expect(resolveSsoReturn(client, 'org-1', params('bad'))).rejects.toThrow('CSRF token mismatch');
    await expect(resolveSsoReturn(client, 'org-1', params('good'))).rejects.toThrow(
      'no PKCE code verifier stored',
    );
    localStorage.setItem('@SLASHID/PKCE_CODE_VERIFIER', 'verifier');
    await resolveSsoReturn(client, 'org-1', params('good'));
    const [call] = api.calls('POST /sso/resolve');
    expect(call?.body).toEqual({ challenge_id: 'c1', code: 'code', pkce_code_verifier: 'verifier' });
    expect(call?.headers['SlashID-OrgID']).toBe('org-1');
    expect(localStorage.getItem('@SLASHID/CSRF_TOKEN')).toBeNull();
  });

  it('refuses a single sign-on entry of another method with "unsupported SSO method", before any request', async () => {
    const api = fakeApi({});
    const client = clientOf(api);
    const factor = { method: 'cas', options: { provider: 'okta' } } as unknown as Factor;
    await expect(client.id('org-1', null, factor)).rejects.toThrow('unsupported SSO method');
    expect(api.requests).toHaveLength(0);
  });

  it("never polls a proxy challenge the URL carries without this browser's own return (login CSRF)", async () => {
    const api = fakeApi({});
    const client = clientOf(api);
    const proxy = {
      id: 'p',
      type: 'proxy',
      authentication_method: 'oidc',
      options: { challenge_id: 'poll' },
    };
    const search = `?challenges=${encodeChallengesParam([proxy as ProxyChallenge])}`;
    await expect(client.getUserFromURL(search)).rejects.toMatchObject({
      name: 'SsoRefusedError',
      context: { reason: 'other_browser' },
    });
    const withReturn = `${search}&sso_challenge_id=c&sso_code=x&csrf_token=attacker`;
    await expect(clientOf(api).getUserFromURL(withReturn)).rejects.toMatchObject({
      name: 'SsoRefusedError',
      context: { reason: 'other_browser' },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('fails with oidc_popup_blocked when the popup cannot open, before any request', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = fakeApi({});
    const client = clientOf(api);
    const failed: unknown[] = [];
    const oauth: unknown[] = [];
    client.subscribe('idFlowFailed', (p) => failed.push(p));
    client.subscribe('oauthFlowFailed', (p) => oauth.push(p));
    await expect(
      client.id('org-1', null, { method: 'oidc', options: { client_id: 'c', provider: 'google' } }),
    ).rejects.toThrow('Popup blocked, please consider redirect instead');
    expect(failed[0]).toMatchObject({ errorText: 'oidc_popup_blocked' });
    expect(oauth[0]).toMatchObject({ reason: 'Popup blocked' });
    expect(api.requests).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('goes on in this tab when the popup is blocked and the client is set to fall back to redirect', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = fakeApi({
      'POST /id': ok([
        { id: 'o1', type: 'oidc', authentication_method: 'oidc', options: { auth_code_url: `${BASE}/idp` } },
      ]),
    });
    const client = new IdentityClient({
      oid: 'org-1',
      baseURL: BASE,
      analyticsEnabled: false,
      ssoPopupBlocked: 'redirect',
      fetch: api.fetch,
    });
    const oauth: Array<[string, unknown]> = [];
    client.subscribe('oauthFlowFailed', (p) => oauth.push(['failed', p]));
    client.subscribe('oauthFlowStarted', (p) => oauth.push(['started', p]));
    // [oidc] alone yields no token: the flow ends there, after sending this tab to the provider.
    await expect(
      client.id('org-1', null, { method: 'oidc', options: { client_id: 'c', provider: 'okta' } }),
    ).rejects.toThrow('no user token');
    const [call] = api.calls('POST /id');
    expect(call?.body).toMatchObject({
      factor: { method: 'oidc', options: { ux_mode: 'redirect', redirect_target: location.href } },
    });
    expect(oauth.map(([name]) => name)).toEqual(['failed', 'started']);
    vi.restoreAllMocks();
  });

  it('starts a redirect sign-in for ?iss=social:<provider>:<client_id> when provider-initiated sign-in is on', async () => {
    history.replaceState(null, '', '/docs/page?iss=social:okta:cid&x=1');
    const api = fakeApi({ 'POST /id': ok([]) });
    const options = { oid: 'org-1', baseURL: BASE, analyticsEnabled: false, fetch: api.fetch };
    await new IdentityClient(options).getUserFromURL();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls('POST /id')).toHaveLength(0);

    await new IdentityClient({ ...options, identityProviderInitiatedSSOEnabled: true }).getUserFromURL();
    await eventually(() => expect(api.calls('POST /id')).toHaveLength(1));
    expect(api.calls('POST /id')[0]?.body).toMatchObject({
      factor: {
        method: 'oidc',
        options: {
          provider: 'okta',
          client_id: 'cid',
          ux_mode: 'redirect',
          redirect_target: `${location.origin}/docs/page?x=1`,
        },
      },
    });
    history.replaceState(null, '', '/');
  });
});
