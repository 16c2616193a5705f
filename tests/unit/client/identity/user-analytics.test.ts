// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAnalytics, keepAliveSupported } from '../../../../client/identity/analytics.ts';
import { createApi } from '../../../../client/identity/api.ts';
import { parseProviderInitiated } from '../../../../client/identity/url-params.ts';
import { createTransport } from '../../../../client/identity/transport.ts';
import { AnonymousUser, User } from '../../../../client/identity/user.ts';
import { BASE, fakeApi, jwt, ok } from '../../../helpers/fake-identity-api.ts';
import { eventually } from '../../../helpers/poll.ts';

const deps = (fetch = fakeApi({}).fetch) => ({
  api: createApi(createTransport(BASE, fetch)),
  runFlow: () => Promise.reject(new Error('unused')),
});

describe('the user object', () => {
  it('reads token, oid, anonymous and groups from the claims', () => {
    const user = new User(jwt({ oid: 'org-9', groups: ['admins', 'readers'] }), deps());
    expect(user).toMatchObject({ oid: 'org-9', anonymous: false, ID: 'pid:1' });
    expect(user.getGroups()).toEqual(['admins', 'readers']);
    expect(new User(jwt({ groups: undefined }), deps()).getGroups()).toEqual([]);
    expect(new User(jwt({ groups_claim_name: 'teams', teams: ['t'] }), deps()).getGroups()).toEqual(['t']);
  });

  it('requires a string token, and person_type anonymous for an anonymous user', () => {
    expect(() => new User(42, deps())).toThrow('The user token must be a string.');
    expect(() => new AnonymousUser(jwt({}), deps())).toThrow(/person_type "anonymous"/);
    expect(new AnonymousUser(jwt({ person_type: 'anonymous' }), deps()).anonymous).toBe(true);
  });

  it('unwraps a container token', () => {
    const inner = jwt({ person_id: 'inner' });
    const user = new User(jwt({ user_token: inner }), deps());
    expect(user.token).toBe(inner);
    expect(user.ID).toBe('inner');
  });

  it('refuses methods after logout: "Cannot call methods on unauthenticated user"', async () => {
    const api = fakeApi({ 'POST /token/revoke': ok({}) });
    const user = new User(jwt({}), deps(api.fetch));
    await user.logout();
    await expect(user.me()).rejects.toThrow('Cannot call methods on unauthenticated user');
    await expect(user.mfa(undefined, { method: 'email_link' })).rejects.toThrow(
      'Cannot call methods on unauthenticated user',
    );
  });

  it('refuses MFA for anonymous users', async () => {
    await expect(
      new AnonymousUser(jwt({ person_type: 'anonymous' }), deps()).mfa(undefined, { method: 'email_link' }),
    ).rejects.toThrow('Anonymous users cannot do MFA.');
  });
});

describe('analytics', () => {
  it('posts to /actions/sdk with keepalive, no auth or version headers, and one correlation id per session', async () => {
    const api = fakeApi({ 'POST /actions/sdk': ok({}) });
    const analytics = createAnalytics({
      baseURL: BASE,
      oid: 'org-1',
      enabled: true,
      consentRequired: false,
      fetch: api.fetch,
    });
    analytics.track('PersonIdentified_v1', { person_id: 'p' });
    analytics.track('PersonLoggedOut_v1', { person_id: 'p' });
    await new Promise((done) => setTimeout(done, 0));
    const [first, second] = api.calls('POST /actions/sdk');
    expect(first?.keepalive).toBe(true);
    expect(first?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(first?.body).toMatchObject({
      organization_id: 'org-1',
      window_location: location.href,
      event_data: { event_name: 'PersonIdentified_v1', person_id: 'p' },
    });
    const id = (first?.body as { analytics_correlation_id: string }).analytics_correlation_id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((second?.body as { analytics_correlation_id: string }).analytics_correlation_id).toBe(id);
    expect(sessionStorage.getItem('@slashid/EVENTS_CORRELATION_ID')).toBe(id);
  });

  it('sends no sign-in link nested in a parameter of the page URL or of the event', async () => {
    const secret = 'W3sibm9uY2UiOiJzZWNyZXQtbm9uY2UifV0';
    const inner = `/docs/a?challenges=${secret}&tab=2`;
    window.history.replaceState(null, '', `/?next=${encodeURIComponent(inner)}&x=1`);
    const api = fakeApi({ 'POST /actions/sdk': ok({}) });
    const analytics = createAnalytics({
      baseURL: BASE,
      oid: 'org-1',
      enabled: true,
      consentRequired: false,
      fetch: api.fetch,
    });
    analytics.track('VirtualPageLoaded_v1', {
      target: `https://d.test/?return_to=${encodeURIComponent(inner)}`,
    });
    const sent = await eventually(() => {
      const [call] = api.calls('POST /actions/sdk');
      expect(call).toBeDefined();
      return call;
    });
    window.history.replaceState(null, '', '/');
    expect(JSON.stringify(sent?.body)).not.toContain(secret);
    const page = new URL((sent?.body as { window_location: string }).window_location);
    expect(page.searchParams.get('next')).toBe('/docs/a?tab=2');
    expect(page.searchParams.get('x')).toBe('1');
  });

  it('does not use keepalive in Firefox, and sends nothing when disabled', () => {
    expect(keepAliveSupported('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      false,
    );
    expect(keepAliveSupported('Mozilla/5.0 Chrome/130')).toBe(true);
    const api = fakeApi({});
    createAnalytics({
      baseURL: BASE,
      oid: 'o',
      enabled: false,
      consentRequired: false,
      fetch: api.fetch,
    }).track('VirtualPageLoaded_v1');
    expect(api.requests).toHaveLength(0);
  });
});

describe('analytics and privacy consent', () => {
  const tracked = (consentRequired: boolean) => {
    const api = fakeApi({ 'POST /actions/sdk': ok({}) });
    createAnalytics({ baseURL: BASE, oid: 'o', enabled: true, consentRequired, fetch: api.fetch }).track(
      'VirtualPageLoaded_v1',
    );
    return api.requests.length;
  };

  it('sends nothing before the reader allowed analytics where the site asks first, and after a refusal', () => {
    localStorage.removeItem('@slashid/GDPR_CONSENT');
    expect(tracked(true)).toBe(0);
    expect(tracked(false)).toBe(1);
    localStorage.setItem('@slashid/GDPR_CONSENT', JSON.stringify(['necessary']));
    expect(tracked(false)).toBe(0);
    localStorage.setItem('@slashid/GDPR_CONSENT', JSON.stringify(['necessary', 'analytics']));
    expect(tracked(true)).toBe(1);
    localStorage.removeItem('@slashid/GDPR_CONSENT');
  });
});

describe('provider-initiated sign-in', () => {
  it('accepts only social:<provider>:<client id>', () => {
    expect(parseProviderInitiated('social:google:abc')).toEqual({ provider: 'google', client_id: 'abc' });
    expect(parseProviderInitiated('social:google')).toBeUndefined();
    expect(parseProviderInitiated('saml:google:abc')).toBeUndefined();
    expect(parseProviderInitiated('social:a:b:c')).toBeUndefined();
  });
});
