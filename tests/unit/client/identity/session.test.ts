// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeChallengesParam } from '../../../../core/identity/challenges.ts';
import { IdentitySession, type SessionOptions } from '../../../../client/identity/session.ts';
import { createTokenStorage } from '../../../../client/identity/token-storage.ts';
import { BASE, fakeApi, jwt, ok, type Reply, type Route } from '../../../helpers/fake-identity-api.ts';

const KEY = '@slashid/USER_TOKEN';
const INITIAL = jwt({ person_id: 'initial' });
const FROM_URL = jwt({ person_id: 'url' });
const STORED = jwt({ person_id: 'stored' });
const ANON = jwt({ person_id: 'anon', person_type: 'anonymous' });

function setup(routes: Record<string, Route | Reply | Reply[]>, options: Partial<SessionOptions> = {}) {
  const api = fakeApi({
    'POST /token/validate': (request) =>
      ok({
        valid: !String((request.body as { token: string }).token).includes('bad') && request.body !== null,
      }),
    'POST /token/revoke': { status: 400, body: { errors: [{ httpcode: 400, message: 'already revoked' }] } },
    ...routes,
  });
  const storage = createTokenStorage('memory');
  const session = new IdentitySession({
    oid: 'org-1',
    baseURL: BASE,
    analyticsEnabled: false,
    fetch: api.fetch,
    storage,
    ...options,
  });
  const states: string[] = [];
  session.subscribe(() => states.push(session.getSnapshot().state));
  return { api, session, storage, states };
}

const personOf = (session: IdentitySession) => session.getSnapshot().user?.ID;

describe('SDK lifecycle', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('goes initial → loaded → retrievingToken → ready', async () => {
    const { session, states } = setup({});
    expect(session.getSnapshot().state).toBe('initial');
    await session.start();
    expect(states).toEqual(['loaded', 'retrievingToken', 'ready']);
    expect(session.getSnapshot()).toMatchObject({ user: undefined, isAuthenticated: false });
  });

  it('1: a valid initial token wins over everything else', async () => {
    window.history.replaceState(null, '', `/?challenges=${encodeChallengesParam([])}`);
    const { session, storage, api } = setup({}, { initialToken: INITIAL });
    storage.set(KEY, STORED);
    await session.start();
    expect(personOf(session)).toBe('initial');
    expect(api.calls('POST /attestation/v3')).toHaveLength(0);
  });

  it('2: then a user from the URL', async () => {
    const nonce = {
      id: 'n1',
      type: 'nonce',
      authentication_method: 'email_link',
      options: { challenge: 'c' },
    };
    window.history.replaceState(null, '', `/docs?challenges=${encodeChallengesParam([nonce as never])}`);
    const { session, storage } = setup(
      { 'POST /attestation/v3': ok({ token: FROM_URL }) },
      { initialToken: jwt({ person_id: 'bad' }).replace(/\./, '.bad') },
    );
    storage.set(KEY, STORED);
    await session.start();
    expect(personOf(session)).toBe('url');
    // Kept like a login's token, so the reader stays signed in after a reload.
    expect(storage.get(KEY)).toBe(FROM_URL);
  });

  it('3: then the stored token, removed when invalid', async () => {
    const valid = setup({});
    valid.storage.set(KEY, STORED);
    await valid.session.start();
    expect(personOf(valid.session)).toBe('stored');

    const invalid = setup({ 'POST /token/validate': ok({ valid: false, invalidity_reason: 'expired' }) });
    invalid.storage.set(KEY, STORED);
    await invalid.session.start();
    expect(personOf(invalid.session)).toBeUndefined();
    expect(invalid.storage.get(KEY)).toBeNull();
  });

  it('4: then a new anonymous user, only when enabled', async () => {
    const off = setup({ 'POST /persons/anonymous': { status: 201, body: { result: ANON } } });
    await off.session.start();
    expect(off.api.calls('POST /persons/anonymous')).toHaveLength(0);

    const on = setup(
      { 'POST /persons/anonymous': { status: 201, body: { result: ANON } } },
      { anonymousUsersEnabled: true },
    );
    await on.session.start();
    expect(on.session.getSnapshot()).toMatchObject({ user: undefined, isAuthenticated: false });
    expect(on.session.getSnapshot().anonymousUser?.anonymous).toBe(true);
    expect(on.api.calls('POST /persons/anonymous')[0]?.headers).toMatchObject({ 'SlashID-OrgID': 'org-1' });
  });

  it('ignores anonymous tokens unless anonymous users are enabled', async () => {
    const { session, storage } = setup({});
    storage.set(KEY, ANON);
    await session.start();
    expect(session.getSnapshot().user).toBeUndefined();
  });

  it('switches a user of another organisation to a token for this one', async () => {
    const { session, storage, api } = setup({
      'GET /token': ok(jwt({ person_id: 'switched', oid: 'org-1' })),
    });
    storage.set(KEY, jwt({ person_id: 'other', oid: 'org-2' }));
    await session.start();
    expect(personOf(session)).toBe('switched');
    expect(api.calls('GET /token')[0]?.headers['SlashID-OrgID']).toBe('org-1');
  });

  it('logs in, stores the token, and logs out with POST /token/revoke ignoring its error', async () => {
    const { session, storage, api } = setup({
      'POST /id': ok([
        { id: 'n', type: 'nonce', authentication_method: 'email_link', options: { challenge: 'x' } },
      ]),
      'POST /attestation/v3': ok({ token: STORED }),
    });
    await session.start();
    const user = await session.logIn({
      handle: { type: 'email_address', value: 'a@b.co' },
      factor: { method: 'email_link' },
    });
    expect(user.ID).toBe('stored');
    expect(storage.get(KEY)).toBe(STORED);
    expect(session.getSnapshot().isAuthenticated).toBe(true);
    await session.logOut();
    expect(storage.get(KEY)).toBeNull();
    expect(session.getSnapshot().user).toBeUndefined();
    expect(api.calls('POST /token/revoke')[0]?.headers.Authorization).toBe(`Bearer ${STORED}`);
  });

  it('steps up (MFA) with the current token as bearer when already signed in, and logs out on failure', async () => {
    const { session, storage, api } = setup({
      'POST /id': [
        ok([{ id: 'n', type: 'nonce', authentication_method: 'email_link', options: { challenge: 'x' } }]),
        { status: 500, body: { errors: [{ httpcode: 500, message: 'x' }] } },
      ],
      'POST /attestation/v3': ok({ token: STORED }),
    });
    storage.set(KEY, INITIAL);
    await session.start();
    await session.logIn({
      handle: { type: 'email_address', value: 'a@b.co' },
      factor: { method: 'email_link' },
    });
    expect(api.calls('POST /id')[0]?.headers.Authorization).toBe(`Bearer ${INITIAL}`);
    const failed = session.logIn({
      handle: { type: 'email_address', value: 'a@b.co' },
      factor: { method: 'email_link' },
    });
    await expect(failed).rejects.toMatchObject({ name: 'APIResponseError' });
    expect(session.getSnapshot().user).toBeUndefined();
    expect(storage.get(KEY)).toBeNull();
  });

  it('runs login middleware in order', async () => {
    const { session } = setup({
      'POST /id': ok([
        { id: 'n', type: 'nonce', authentication_method: 'email_link', options: { challenge: 'x' } },
      ]),
      'POST /attestation/v3': ok({ token: STORED }),
    });
    const seen: string[] = [];
    await session.logIn(
      { handle: { type: 'email_address', value: 'a@b.co' }, factor: { method: 'email_link' } },
      { middleware: [({ user }) => (seen.push(`a:${user.ID}`), user), ({ user }) => (seen.push('b'), user)] },
    );
    expect(seen).toEqual(['a:stored', 'b']);
  });

  it('logs token-validation failures and treats the token as invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, storage } = setup({
      'POST /token/validate': { status: 500, body: { errors: [{ httpcode: 500, message: 'down' }] } },
    });
    storage.set(KEY, STORED);
    await session.start();
    expect(session.getSnapshot().user).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
