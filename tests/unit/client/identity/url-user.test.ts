// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { encodeChallengesParam } from '../../../../core/identity/challenges.ts';
import { IdentityClient } from '../../../../client/identity/client.ts';
import {
  isPasswordReset,
  readUrlChallenges,
  withoutUrlChallenges,
} from '../../../../client/identity/url-user.ts';
import { BASE, fakeApi, jwt, ok } from '../../../helpers/fake-identity-api.ts';

const nonce = {
  id: 'n1',
  type: 'nonce' as const,
  authentication_method: 'email_link' as const,
  options: { challenge: 'secret' },
};
const TOKEN = jwt({
  authentications: [
    { handle: { type: 'email_address', value: 'a@b.co' }, method: 'email_link', timestamp: 'now' },
  ],
});

describe('user from the URL', () => {
  it('reads ?challenges= (base64url JSON) and ?sidcp=, and refuses both together', () => {
    expect(readUrlChallenges('')).toEqual({ kind: 'none' });
    expect(readUrlChallenges(`?challenges=${encodeChallengesParam([nonce])}`)).toEqual({
      kind: 'challenges',
      challenges: [nonce],
    });
    expect(readUrlChallenges('?sidcp=pack-1')).toEqual({ kind: 'pack', packId: 'pack-1' });
    expect(() => readUrlChallenges(`?sidcp=p&challenges=${encodeChallengesParam([nonce])}`)).toThrow(
      /not both/,
    );
    expect(() => readUrlChallenges('?challenges=%%%')).toThrow(/not a readable challenge list/);
  });

  it('attests the nonce once (memoised), emits idFlowSucceeded and userAuthenticatedFromURL', async () => {
    const api = fakeApi({ 'POST /attestation/v3': ok({ token: TOKEN }) });
    const client = new IdentityClient({
      oid: 'org-1',
      baseURL: BASE,
      analyticsEnabled: false,
      fetch: api.fetch,
    });
    const events: string[] = [];
    client.subscribe('idFlowSucceeded', (p) =>
      events.push(`succeeded:${(p as { handle: { value: string } }).handle.value}`),
    );
    client.subscribe('userAuthenticatedFromURL', () => events.push('fromURL'));
    const search = `?challenges=${encodeChallengesParam([nonce])}`;
    const user = await client.getUserFromURL(search);
    await client.getUserFromURL(search);
    expect(user?.token).toBe(TOKEN);
    expect(api.calls('POST /attestation/v3')).toHaveLength(1);
    expect(api.calls('POST /attestation/v3')[0]?.body).toEqual({
      challenge_id: 'n1',
      challenge_type: 'nonce',
      data: { challenge: 'secret' },
    });
    expect(events).toEqual(['succeeded:a@b.co', 'fromURL']);
  });

  it('fetches a challenge pack for ?sidcp=', async () => {
    const api = fakeApi({
      'GET /challenge_pack/pack-1': ok([nonce]),
      'POST /attestation/v3': ok({ token: TOKEN }),
    });
    const client = new IdentityClient({
      oid: 'org-1',
      baseURL: BASE,
      analyticsEnabled: false,
      fetch: api.fetch,
    });
    await client.getUserFromURL('?sidcp=pack-1');
    expect(api.calls('GET /challenge_pack/pack-1')[0]?.headers['SlashID-SdkVersion']).toBe('3.24.0');
  });

  it('tells a password reset link from a sign-in link', () => {
    const reset = { id: 'r1', type: 'password_reset' as const, authentication_method: 'password' as const };
    expect(isPasswordReset(readUrlChallenges(`?challenges=${encodeChallengesParam([reset])}`))).toBe(true);
    expect(isPasswordReset(readUrlChallenges(`?challenges=${encodeChallengesParam([nonce])}`))).toBe(false);
    expect(isPasswordReset(readUrlChallenges('?sidcp=pack-1'))).toBe(false);
    expect(isPasswordReset(readUrlChallenges(''))).toBe(false);
  });

  it('removes the parameters from a URL', () => {
    expect(withoutUrlChallenges('https://d.test/docs?challenges=abc&x=1#h')).toBe('/docs?x=1#h');
  });
});
