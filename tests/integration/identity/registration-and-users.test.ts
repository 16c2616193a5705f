/** Who may sign in (open | domains | invite), groups, and the `docgen users` functions. */
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addUser,
  listUsers,
  removeUser,
  setUserGroups,
  UsersError,
  type UsersContext,
} from '../../../server/identity/users/admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const opened: Harness[] = [];
async function harness(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const h = await startHarness(options);
  opened.push(h);
  return h;
}
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
const users = (h: Harness): UsersContext => ({ storage: h.storage, orgId: ORG_ID, clock: h.clock });

describe('registration policy', () => {
  it('lets anyone sign up by default', async () => {
    const h = await harness();
    const { nonce } = await h.signInLink('new@anywhere.example');
    expect((await h.attest(nonce)).statusCode).toBe(200);
  });

  it('refuses addresses outside the allowed domains with the SDK message, but lets added users in', async () => {
    const h = await harness({ registration: { mode: 'domains', domains: ['example.com'] } });
    expect(errorOf(await h.startSignIn('mallory@elsewhere.example'))).toEqual({
      status: 403,
      message: 'self-registration not allowed for this organization',
    });
    expect(errorOf(await h.startSignIn('ada@sub.example.com')).status).toBe(403);
    const { nonce } = await h.signInLink('ada@example.com');
    expect((await h.attest(nonce)).statusCode).toBe(200);
    await addUser(users(h), { email: 'partner@elsewhere.example' });
    const partner = await h.signInLink('partner@elsewhere.example');
    expect((await h.attest(partner.nonce)).statusCode).toBe(200);
  });

  it('in invite mode e-mails a link to added users and a no-access notice to others, answering both alike', async () => {
    const h = await harness({ registration: { mode: 'invite' } });
    await addUser(users(h), { email: 'invited@example.com', groups: ['partners'] });
    const invited = await h.startSignIn('invited@example.com');
    const stranger = await h.startSignIn('stranger@example.com');
    expect(invited.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    await h.deliver();
    const [toInvited, toStranger] = h.transport.sent;
    expect(toInvited!.links[0]).toContain('?challenges=');
    expect(toStranger!.links).toEqual(['https://docs.example.com']);
    expect(toStranger!.text).toContain('This address has no access');
    expect(toStranger!.subject).toBe(toInvited!.subject);
    const strangerPoll = stranger.json().result[0].options.challenge_id;
    expect((await h.poll(strangerPoll)).statusCode).toBe(202);
    h.clock.advance(600_000);
    expect(errorOf(await h.poll(strangerPoll))).toEqual({
      status: 403,
      message: 'authentication has expired',
    });
  });

  it('refuses to create a person whose invitation was withdrawn after the link was sent, and tells both tabs', async () => {
    const h = await harness({ registration: { mode: 'invite' } });
    await addUser(users(h), { email: 'invited@example.com' });
    const { nonce, pollId } = await h.signInLink('invited@example.com');
    await removeUser(users(h), 'invited@example.com');
    expect(errorOf(await h.attest(nonce))).toEqual({ status: 403, message: 'person cannot be registered' });
    expect(errorOf(await h.poll(pollId))).toEqual({ status: 403, message: 'person cannot be registered' });
  });
});

describe.each(BACKENDS)('docgen users on %s', (backend) => {
  it('adds, lists, regroups and removes users, and the groups reach the token', async () => {
    const h = await harness({ backend });
    const ctx = users(h);
    const { user, created } = await addUser(ctx, {
      email: ' Ada@Example.com ',
      groups: ['staff', 'beta', 'staff'],
    });
    expect(created).toBe(true);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      groups: ['staff', 'beta'],
      active: true,
      lastLoginAt: null,
    });
    expect((await addUser(ctx, { email: 'ada@example.com' })).created).toBe(false);
    await addUser(ctx, { email: 'bob@example.com' });
    expect((await listUsers(ctx)).map((u) => u.email)).toEqual(['ada@example.com', 'bob@example.com']);

    const { nonce } = await h.signInLink('ada@example.com');
    const token = (await h.attest(nonce)).json().result.token as string;
    expect(decodeJwt(token).groups).toEqual(['staff', 'beta']);

    h.clock.advance(2_000);
    expect((await setUserGroups(ctx, 'ada@example.com', ['staff'])).groups).toEqual(['staff']);
    const validated = await h.inject({ method: 'POST', url: '/api/token/validate', payload: { token } });
    expect(validated.json().result).toEqual({ valid: false, invalidity_reason: 'person_not_active' });
    h.clock.advance(61_000);
    const again = await h.signInLink('ada@example.com');
    expect(decodeJwt((await h.attest(again.nonce)).json().result.token).groups).toEqual(['staff']);

    expect(await removeUser(ctx, 'bob@example.com')).toBe(true);
    expect(await removeUser(ctx, 'bob@example.com')).toBe(false);
    expect((await listUsers(ctx)).map((u) => u.email)).toEqual(['ada@example.com']);
  });

  it('ends the tokens of a removed user', async () => {
    const h = await harness({ backend });
    const { nonce } = await h.signInLink('ada@example.com');
    const token = (await h.attest(nonce)).json().result.token as string;
    h.clock.advance(1_000);
    await removeUser(users(h), 'ada@example.com');
    const validated = await h.inject({ method: 'POST', url: '/api/token/validate', payload: { token } });
    expect(validated.json().result).toEqual({ valid: false, invalidity_reason: 'person_not_active' });
  });
});

describe('docgen users input checks', () => {
  it('explains a bad address, a bad group name and an unknown user', async () => {
    const h = await harness();
    const ctx = users(h);
    await expect(addUser(ctx, { email: 'nope' })).rejects.toThrow(UsersError);
    await expect(addUser(ctx, { email: 'a@b.co', groups: ['ok', 'not ok'] })).rejects.toThrow(
      'group name "not ok" is not allowed',
    );
    await expect(setUserGroups(ctx, 'ghost@example.com', ['a'])).rejects.toThrow(
      'no user with the address ghost@example.com; add one with: docgen users add <email>',
    );
  });
});
