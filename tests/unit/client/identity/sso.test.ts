// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlowApi } from '../../../../client/identity/flow-api.ts';
import { IdentityClient } from '../../../../client/identity/client.ts';
import { createPkceAndCsrf, resolveSsoReturn } from '../../../../client/identity/pkce.ts';
import { createTransport } from '../../../../client/identity/transport.ts';
import { BASE, fakeApi, ok } from '../../../helpers/fake-identity-api.ts';

beforeEach(() => localStorage.clear());

describe('single sign-on (protocol §4.6, spec §5)', () => {
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

  it('fails with oidc_popup_blocked when the popup cannot open, before any request', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = fakeApi({});
    const client = new IdentityClient({
      oid: 'org-1',
      baseURL: BASE,
      analyticsEnabled: false,
      fetch: api.fetch,
    });
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
});
