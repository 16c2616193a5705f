/**
 * The storage conformance suite: every backend must pass the same tests. Each backend gets
 * its own fresh database (a temp SQLite file; a fresh PostgreSQL schema), so parallel runs never collide.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityStorage, NewFlow, NewMail } from '../../../server/identity/storage/types.ts';
import { BACKENDS, createTestDatabase, type TestDatabase } from './helpers/backends.ts';

const ORG = 'org-conformance';
const T0 = 1_700_000_000_000;
const email = (value: string) => ({ type: 'email_address' as const, value });

function newMail(overrides: Partial<NewMail> = {}): NewMail {
  return {
    id: randomUUID(),
    flowId: null,
    transport: 'smtp',
    to: 'ada@example.com',
    subject: 'Sign in',
    text: 'text https://docs.example.com/?challenges=x',
    html: '<p>html</p>',
    links: ['https://docs.example.com/?challenges=x'],
    createdAt: T0,
    expiresAt: T0 + 600_000,
    ...overrides,
  };
}

function newFlow(
  overrides: { secretHash?: string; mail?: NewMail | undefined; expiresAt?: number } = {},
): NewFlow {
  const id = randomUUID();
  const expiresAt = overrides.expiresAt ?? T0 + 600_000;
  return {
    flow: {
      id,
      orgId: ORG,
      factorMethod: 'email_link',
      handle: email('ada@example.com'),
      requesterDevice: 'Firefox on Linux',
      createdAt: T0,
      expiresAt,
    },
    challenges: [
      { id: `proxy-${id}`, type: 'proxy', authenticationMethod: 'email_link' },
      { id: `nonce-${id}`, type: 'nonce', authenticationMethod: 'email_link' },
    ],
    secrets: [
      { hash: `poll-${id}`, purpose: 'poll', challengeId: `proxy-${id}`, expiresAt },
      {
        hash: overrides.secretHash ?? `nonce-hash-${id}`,
        purpose: 'nonce',
        challengeId: `nonce-${id}`,
        expiresAt,
      },
    ],
    ...(overrides.mail ? { mail: overrides.mail } : {}),
  };
}

describe.each(BACKENDS)('identity storage on %s', (backend) => {
  let database: TestDatabase;
  let storage: IdentityStorage;

  beforeAll(async () => {
    database = createTestDatabase(backend);
    storage = await database.open();
    await storage.organizations.ensure({ id: ORG, name: 'Conformance', createdAt: T0 });
  });

  afterAll(async () => {
    await storage?.close();
    await database?.destroy();
  });

  it('reports which dialect it is', () => {
    expect(storage.dialect).toBe(backend);
  });

  it('says it can serve (reachable, every migration applied), and how its pool is used where it has one', async () => {
    expect(await storage.probe()).toBeUndefined();
    const use = storage.connections();
    if (backend === 'sqlite') expect(use).toBeUndefined();
    else expect(use?.open).toBeGreaterThanOrEqual(1);
  });

  it('keeps the first value of a setting when two instances race to create it', async () => {
    const values = await Promise.all(['a', 'b', 'c'].map((v) => storage.settings.putIfAbsent('race', v, T0)));
    expect(new Set(values).size).toBe(1);
    expect(await storage.settings.get('race')).toBe(values[0]);
    expect(await storage.settings.get('missing')).toBeUndefined();
  });

  it('stores, retires and forgets signing keys', async () => {
    const key = {
      kid: 'k1',
      alg: 'ES256',
      privateJwk: '{}',
      publicJwk: '{}',
      createdAt: T0,
      retiredAt: null,
    };
    await storage.signingKeys.insert(key);
    await storage.signingKeys.insert({ ...key, kid: 'k2', createdAt: T0 + 1 });
    expect((await storage.signingKeys.list()).map((k) => k.kid)).toEqual(['k1', 'k2']);
    expect(await storage.signingKeys.retire('k1', T0 + 5)).toBe(true);
    expect(await storage.signingKeys.retire('k1', T0 + 6)).toBe(false);
    expect(await storage.signingKeys.deleteRetiredBefore(T0 + 10)).toBe(1);
    expect((await storage.signingKeys.list()).map((k) => k.kid)).toEqual(['k2']);
  });

  it('inserts exactly one initial signing key when instances race', async () => {
    const key = (kid: string) => ({
      kid,
      alg: 'ES256',
      privateJwk: '{}',
      publicJwk: '{}',
      createdAt: T0 + 20,
      retiredAt: null,
    });
    const won = await Promise.all(
      ['i1', 'i2', 'i3', 'i4'].map((kid) => storage.signingKeys.insertInitial(key(kid))),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    const initial = (await storage.signingKeys.list()).filter((k) => k.kid.startsWith('i'));
    expect(initial).toHaveLength(1);
    expect(await storage.signingKeys.insertInitial(key('i5'))).toBe(false);
  });

  it('creates an organisation once', async () => {
    await storage.organizations.ensure({ id: ORG, name: 'Renamed', createdAt: T0 + 1 });
    expect(await storage.organizations.get(ORG)).toEqual({
      id: ORG,
      name: 'Conformance',
      createdAt: T0,
      parentId: null,
    });
    expect(await storage.organizations.get('nope')).toBeUndefined();
  });

  describe('persons', () => {
    it('finds or creates a person by handle, with groups and defaults', async () => {
      const first = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('p1@example.com'),
        groups: ['staff'],
        region: 'eu',
        now: T0,
      });
      expect(first.created).toBe(true);
      expect(first.person).toMatchObject({
        orgId: ORG,
        active: true,
        personType: 'regular',
        region: 'eu',
        groups: ['staff'],
        attributes: {},
        handles: [email('p1@example.com')],
        firstLoginAt: null,
      });
      expect(first.person.id).toMatch(/^pid:[0-9a-f]{32}$/);
      const again = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('p1@example.com'),
        groups: [],
        region: 'eu',
        now: T0,
      });
      expect(again).toEqual({ person: first.person, created: false });
    });

    it('creates exactly one person when 20 sign-ins of a new address race', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          storage.persons.findOrCreate({
            orgId: ORG,
            handle: email('race@example.com'),
            groups: [],
            region: 'eu',
            now: T0 + 1,
          }),
        ),
      );
      expect(new Set(results.map((r) => r.person.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const all = await storage.persons.list(ORG);
      expect(all.filter((p) => p.handles.some((h) => h.value === 'race@example.com'))).toHaveLength(1);
    });

    it('changes groups, records the first login once, and removes a person with its handles', async () => {
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('p2@example.com'),
        groups: [],
        region: 'eu',
        now: T0,
      });
      expect(await storage.persons.setGroups(person.id, ['a', 'b'])).toBe(true);
      expect((await storage.persons.get(person.id))?.groups).toEqual(['a', 'b']);
      const logins = await Promise.all(
        Array.from({ length: 10 }, () => storage.persons.recordLogin(person.id, T0 + 1)),
      );
      expect(logins.filter((l) => l.first)).toHaveLength(1);
      expect(await storage.persons.get(person.id)).toMatchObject({
        firstLoginAt: T0 + 1,
        lastLoginAt: T0 + 1,
      });
      expect(await storage.persons.remove(person.id)).toBe(true);
      expect(await storage.persons.remove(person.id)).toBe(false);
      expect(await storage.persons.findByHandle(ORG, email('p2@example.com'))).toBeUndefined();
      expect(await storage.persons.setGroups(person.id, ['x'])).toBe(false);
    });

    it('lists the persons of an organisation oldest first', async () => {
      const list = await storage.persons.list(ORG);
      expect(list.map((p) => p.handles[0]?.value)).toEqual(['p1@example.com', 'race@example.com']);
      expect(await storage.persons.list('other-org')).toEqual([]);
    });
  });

  describe('flows and single-use secrets', () => {
    it('creates a flow with its challenges, secrets and message in one step', async () => {
      const input = newFlow({ mail: newMail() });
      await storage.flows.create(input);
      const byPoll = await storage.flows.findBySecret(`poll-${input.flow.id}`, 'poll');
      expect(byPoll).toMatchObject({
        id: input.flow.id,
        status: 'pending',
        handle: email('ada@example.com'),
        requesterDevice: 'Firefox on Linux',
      });
      expect(await storage.flows.findByChallenge(`nonce-${input.flow.id}`)).toEqual(byPoll);
      expect(await storage.flows.findBySecret(`poll-${input.flow.id}`, 'nonce')).toBeUndefined();
      expect(await storage.outbox.get(input.mail!.id)).toMatchObject({ status: 'queued', attempts: 0 });
    });

    it('leaves nothing behind when part of a flow cannot be stored', async () => {
      const first = newFlow();
      await storage.flows.create(first);
      const clash = newFlow({ secretHash: first.secrets[1]!.hash, mail: newMail() });
      await expect(storage.flows.create(clash)).rejects.toThrow();
      expect(await storage.flows.get(clash.flow.id)).toBeUndefined();
      expect(await storage.outbox.get(clash.mail!.id)).toBeUndefined();
    });

    it('gives a secret to exactly one of 100 concurrent consumers', async () => {
      const input = newFlow();
      await storage.flows.create(input);
      const secret = input.secrets[1]!;
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          storage.flows.consumeSecret({
            hash: secret.hash,
            purpose: 'nonce',
            challengeId: secret.challengeId!,
            now: T0 + 1,
          }),
        ),
      );
      expect(results.filter((r) => r === input.flow.id)).toHaveLength(1);
      expect(results.filter((r) => r === undefined)).toHaveLength(99);
    });

    it('accepts a secret one second before expiry and refuses it at and after expiry', async () => {
      const late = newFlow();
      await storage.flows.create(late);
      const s = late.secrets[1]!;
      const consume = (hash: string, now: number, challengeId = s.challengeId!) =>
        storage.flows.consumeSecret({ hash, purpose: 'nonce', challengeId, now });
      expect(await consume(s.hash, s.expiresAt)).toBeUndefined();
      expect(await consume(s.hash, s.expiresAt + 1000)).toBeUndefined();
      expect(await consume(s.hash, s.expiresAt - 1000, 'another-challenge')).toBeUndefined();
      expect(await consume('unknown', s.expiresAt - 1000)).toBeUndefined();
      expect(await consume(s.hash, s.expiresAt - 1000)).toBe(late.flow.id);
    });

    it('completes a pending flow once and remembers the first delivery', async () => {
      const input = newFlow();
      await storage.flows.create(input);
      expect(await storage.flows.markDelivered(input.flow.id, T0 + 1)).toBeUndefined();
      expect(
        await storage.flows.complete({
          flowId: input.flow.id,
          personId: 'pid:x',
          resultClaims: '{"a":1}',
          now: T0 + 2,
        }),
      ).toBe(true);
      expect(
        await storage.flows.complete({
          flowId: input.flow.id,
          personId: 'pid:y',
          resultClaims: '{}',
          now: T0 + 3,
        }),
      ).toBe(false);
      expect(await storage.flows.fail(input.flow.id, 'late failure')).toBe(false);
      const deliveries = await Promise.all(
        [T0 + 4, T0 + 5, T0 + 6].map((t) => storage.flows.markDelivered(input.flow.id, t)),
      );
      expect(new Set(deliveries).size).toBe(1);
      expect(await storage.flows.get(input.flow.id)).toMatchObject({
        status: 'completed',
        personId: 'pid:x',
        resultClaims: '{"a":1}',
        completedAt: T0 + 2,
        deliveredAt: deliveries[0],
      });
    });

    it('fails a pending flow with a reason', async () => {
      const input = newFlow();
      await storage.flows.create(input);
      expect(await storage.flows.fail(input.flow.id, 'mail refused')).toBe(true);
      expect(await storage.flows.get(input.flow.id)).toMatchObject({
        status: 'failed',
        failure: 'mail refused',
      });
    });

    it('counts code submissions up to the cap, never past it, even when 100 race', async () => {
      const input = newFlow();
      await storage.flows.create(input);
      const challengeId = input.challenges[1]!.id;
      const counts = await Promise.all(
        Array.from({ length: 100 }, () => storage.flows.countAttempt({ challengeId, max: 5, now: T0 })),
      );
      expect(counts.filter((c) => c !== undefined).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await storage.flows.countAttempt({ challengeId, max: 5, now: T0 })).toBeUndefined();
    });

    it('counts no submissions for an expired, completed or unknown challenge', async () => {
      const expired = newFlow({ expiresAt: T0 + 1_000 });
      await storage.flows.create(expired);
      const id = expired.challenges[1]!.id;
      expect(await storage.flows.countAttempt({ challengeId: id, max: 5, now: T0 + 999 })).toBe(1);
      expect(await storage.flows.countAttempt({ challengeId: id, max: 5, now: T0 + 1_000 })).toBeUndefined();
      const done = newFlow();
      await storage.flows.create(done);
      await storage.flows.complete({ flowId: done.flow.id, personId: 'p', resultClaims: '{}', now: T0 });
      const doneId = done.challenges[1]!.id;
      expect(await storage.flows.countAttempt({ challengeId: doneId, max: 5, now: T0 })).toBeUndefined();
      expect(await storage.flows.countAttempt({ challengeId: 'nope', max: 5, now: T0 })).toBeUndefined();
    });

    it('deletes expired flows with their secrets but keeps their sent messages', async () => {
      const old = newFlow({ expiresAt: T0 - 10, mail: newMail() });
      await storage.flows.create(old);
      const removed = await storage.flows.deleteExpiredBefore(T0);
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await storage.flows.get(old.flow.id)).toBeUndefined();
      expect(await storage.flows.findBySecret(old.secrets[0]!.hash, 'poll')).toBeUndefined();
      expect(await storage.outbox.get(old.mail!.id)).toMatchObject({ flowId: null });
    });
  });

  describe('revocations', () => {
    it('revokes a subject once, moves a re-revocation forward and forgets expired ones', async () => {
      const rec = { subject: 'jti:1', kind: 'token' as const, revokedAt: T0, expiresAt: T0 + 100 };
      expect(await storage.revocations.add(rec)).toBe(true);
      expect(await storage.revocations.add(rec)).toBe(false);
      await storage.revocations.put({
        subject: 'person:p',
        kind: 'person',
        revokedAt: T0,
        expiresAt: T0 + 100,
      });
      await storage.revocations.put({
        subject: 'person:p',
        kind: 'person',
        revokedAt: T0 + 5,
        expiresAt: T0 + 200,
      });
      const active = await storage.revocations.listActive(T0 + 150);
      expect(active).toEqual([
        { subject: 'person:p', kind: 'person', revokedAt: T0 + 5, expiresAt: T0 + 200 },
      ]);
      expect(await storage.revocations.deleteExpiredBefore(T0 + 150)).toBe(1);
    });
  });

  describe('rate limits', () => {
    const hit = (key: string, windowMs: number, now: number) =>
      storage.rateLimits.hit({ windows: [{ key, windowMs }], now }).then((rows) => {
        const [row] = rows;
        return { count: row?.count, windowStart: row?.windowStart };
      });

    it('counts hits in a window that starts at the first hit, then starts again', async () => {
      expect(await hit('addr:1', 60_000, T0)).toEqual({ count: 1, windowStart: T0 });
      expect(await hit('addr:1', 60_000, T0 + 59_999)).toEqual({ count: 2, windowStart: T0 });
      expect(await hit('addr:1', 60_000, T0 + 60_000)).toEqual({ count: 1, windowStart: T0 + 60_000 });
    });

    it('counts several windows in one call, each by its own length', async () => {
      const both = (now: number) =>
        storage.rateLimits.hit({
          windows: [
            { key: 'multi:m', windowMs: 60_000 },
            { key: 'multi:h', windowMs: 3_600_000 },
          ],
          now,
        });
      await both(T0);
      const later = await both(T0 + 61_000);
      expect(later.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'multi:h', count: 2, windowStart: T0 },
        { key: 'multi:m', count: 1, windowStart: T0 + 61_000 },
      ]);
      expect(await storage.rateLimits.hit({ windows: [], now: T0 })).toEqual([]);
    });

    it('counts every one of 50 concurrent hits exactly once', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => hit('ip:burst', 60_000, T0)));
      expect(results.map((r) => r.count).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });

    it('keeps a mark until its end, moved later (never earlier) by marking again', async () => {
      const marked = (now: number) => storage.rateLimits.isMarked({ key: 'mark:a', now });
      expect(await marked(T0)).toBe(false);
      await storage.rateLimits.mark({ key: 'mark:a', windowMs: 10_000, now: T0 });
      expect(await marked(T0 + 9_999)).toBe(true);
      await storage.rateLimits.mark({ key: 'mark:a', windowMs: 10_000, now: T0 + 5_000 });
      await storage.rateLimits.mark({ key: 'mark:a', windowMs: 1_000, now: T0 + 6_000 });
      expect(await marked(T0 + 14_999)).toBe(true);
      expect(await marked(T0 + 15_000)).toBe(false);
    });

    it('deletes windows that have run out', async () => {
      await hit('old', 10, T0);
      expect(await storage.rateLimits.deleteExpiredBefore(T0 + 1_000_000)).toBeGreaterThanOrEqual(1);
      expect(await hit('old', 10, T0 + 5)).toEqual({ count: 1, windowStart: T0 + 5 });
    });
  });

  describe('mail outbox', () => {
    it('leases a due message to one of five concurrent workers and counts the attempt', async () => {
      const mail = newMail({ createdAt: T0 + 1_000_000 });
      await storage.outbox.enqueue(mail);
      const now = T0 + 1_000_000;
      const claims = await Promise.all(
        Array.from({ length: 5 }, () => storage.outbox.claimDue({ now, leaseMs: 30_000, limit: 10 })),
      );
      const mine = claims.flat().filter((m) => m.id === mail.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ attempts: 1, to: 'ada@example.com', links: mail.links });
      const during = await storage.outbox.claimDue({ now: now + 29_999, leaseMs: 30_000, limit: 10 });
      expect(during.map((m) => m.id)).not.toContain(mail.id);
      const after = await storage.outbox.claimDue({ now: now + 30_000, leaseMs: 30_000, limit: 10 });
      expect(after.find((m) => m.id === mail.id)).toMatchObject({ attempts: 2 });
    });

    it('reschedules a retry, then records delivery and scrubs the link', async () => {
      const mail = newMail({ createdAt: T0 + 2_000_000 });
      await storage.outbox.enqueue(mail);
      await storage.outbox.markRetry({ id: mail.id, nextAttemptAt: T0 + 2_005_000, error: 'ECONNREFUSED' });
      expect(await storage.outbox.get(mail.id)).toMatchObject({
        status: 'queued',
        lastError: 'ECONNREFUSED',
        nextAttemptAt: T0 + 2_005_000,
      });
      const early = await storage.outbox.claimDue({ now: T0 + 2_004_999, leaseMs: 1000, limit: 100 });
      expect(early.map((m) => m.id)).not.toContain(mail.id);
      await storage.outbox.markSent({ ids: [mail.id], now: T0 + 2_006_000, scrub: true });
      const sent = await storage.outbox.get(mail.id);
      expect(sent).toMatchObject({ status: 'sent', sentAt: T0 + 2_006_000, links: [] });
      expect(sent?.text).not.toContain('challenges=');
      expect(sent?.html).not.toContain('<p>html</p>');
    });

    it('fails the waiting flow when its message fails for good', async () => {
      const mail = newMail();
      const input = newFlow({ mail: { ...mail, flowId: null } });
      input.mail = { ...mail, flowId: input.flow.id };
      await storage.flows.create(input);
      await storage.outbox.markFailed({
        id: mail.id,
        error: '550 no such user',
        flowFailure: 'undeliverable',
        scrub: true,
      });
      expect(await storage.outbox.get(mail.id)).toMatchObject({
        status: 'failed',
        lastError: '550 no such user',
      });
      expect(await storage.flows.get(input.flow.id)).toMatchObject({
        status: 'failed',
        failure: 'undeliverable',
      });
    });

    it('tells how many messages wait and since when, leaving sent ones out', async () => {
      const before = await storage.outbox.backlog();
      const waiting = [newMail({ createdAt: T0 - 5_000 }), newMail({ createdAt: T0 - 4_000 })];
      for (const mail of waiting) await storage.outbox.enqueue(mail);
      expect(await storage.outbox.backlog()).toEqual({
        queued: before.queued + 2,
        oldestCreatedAt: T0 - 5_000,
      });
      await storage.outbox.markSent({ ids: waiting.map((m) => m.id), now: T0, scrub: true });
      expect(await storage.outbox.backlog()).toEqual(before);
    });

    it('lists messages newest first, filtered by transport, and deletes old delivered ones only', async () => {
      const a = newMail({ transport: 'dev', createdAt: T0 + 3_000_000, subject: 'a' });
      const b = newMail({ transport: 'dev', createdAt: T0 + 3_000_001, subject: 'b' });
      await storage.outbox.enqueue(a);
      await storage.outbox.enqueue(b);
      expect((await storage.outbox.list({ limit: 10, transport: 'dev' })).map((m) => m.subject)).toEqual([
        'b',
        'a',
      ]);
      await storage.outbox.markSent({ ids: [a.id], now: T0 + 3_000_002, scrub: false });
      await storage.outbox.deleteOlderThan(T0 + 4_000_000);
      expect(await storage.outbox.get(a.id)).toBeUndefined();
      expect(await storage.outbox.get(b.id)).toMatchObject({ status: 'queued' });
    });
  });

  describe('TOTP keys and recovery codes', () => {
    async function person(value: string): Promise<string> {
      return (
        await storage.persons.findOrCreate({
          orgId: ORG,
          handle: email(value),
          groups: [],
          region: 'local',
          now: T0,
        })
      ).person.id;
    }

    it('registers one key per person, even when two registrations race', async () => {
      const id = await person('totp-race@example.com');
      const input = { personId: id, secretSealed: 'sealed', step: 10, recoveryHashes: ['r1', 'r2'], now: T0 };
      const results = await Promise.all([
        storage.totp.register(input),
        storage.totp.register({ ...input, secretSealed: 'other', recoveryHashes: ['r3'] }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const stored = await storage.totp.get(id);
      expect(stored).toMatchObject({ personId: id, lastStep: 10, createdAt: T0 });
      expect(await storage.totp.remainingRecoveryCodes(id)).toBe(stored!.secretSealed === 'sealed' ? 2 : 1);
    });

    it('moves the last step only forward, once per step, under 20 concurrent callers', async () => {
      const id = await person('totp-step@example.com');
      await storage.totp.register({ personId: id, secretSealed: 's', step: 10, recoveryHashes: [], now: T0 });
      expect(await storage.totp.advanceStep(id, 10)).toBe(false);
      expect(await storage.totp.advanceStep(id, 9)).toBe(false);
      const results = await Promise.all(Array.from({ length: 20 }, () => storage.totp.advanceStep(id, 11)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await storage.totp.get(id))?.lastStep).toBe(11);
    });

    it('spends a recovery code once, only for its person, and forgets keys and codes with the person', async () => {
      const id = await person('totp-recovery@example.com');
      const other = await person('totp-other@example.com');
      await storage.totp.register({
        personId: id,
        secretSealed: 's',
        step: 1,
        recoveryHashes: ['rc-a', 'rc-b'],
        now: T0,
      });
      expect(await storage.totp.useRecoveryCode({ personId: other, hash: 'rc-a', now: T0 })).toBe(false);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          storage.totp.useRecoveryCode({ personId: id, hash: 'rc-a', now: T0 }),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await storage.totp.remainingRecoveryCodes(id)).toBe(1);
      expect(await storage.persons.remove(id)).toBe(true);
      expect(await storage.totp.get(id)).toBeUndefined();
      expect(await storage.totp.remainingRecoveryCodes(id)).toBe(0);
    });

    it('keeps a challenge payload and tells whether a flow spent a secret of a purpose', async () => {
      const input = newFlow();
      input.challenges[1]!.payload = 'sealed-payload';
      await storage.flows.create(input);
      expect(await storage.flows.getChallenge(input.challenges[1]!.id)).toEqual({
        id: input.challenges[1]!.id,
        flowId: input.flow.id,
        type: 'nonce',
        authenticationMethod: 'email_link',
        payload: 'sealed-payload',
      });
      expect((await storage.flows.getChallenge(input.challenges[0]!.id))?.payload).toBeNull();
      expect(await storage.flows.secretUsed(input.flow.id, 'nonce')).toBe(false);
      await storage.flows.consumeSecret({
        hash: input.secrets[1]!.hash,
        purpose: 'nonce',
        challengeId: input.challenges[1]!.id,
        now: T0,
      });
      expect(await storage.flows.secretUsed(input.flow.id, 'nonce')).toBe(true);
      expect(await storage.flows.secretUsed(input.flow.id, 'poll')).toBe(false);
    });
  });

  describe('passkeys', () => {
    it('stores credentials per person and scope, each id once, counting uses only upwards', async () => {
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('passkey@example.com'),
        groups: [],
        region: 'local',
        now: T0,
      });
      const credential = {
        id: 'cred-1',
        personId: person.id,
        rpId: 'docs.example.com',
        publicKey: 'pk',
        counter: 3,
        transports: ['internal'],
        createdAt: T0,
      };
      expect(await storage.webauthn.add(credential)).toBe(true);
      expect(await storage.webauthn.add({ ...credential, personId: person.id, rpId: 'other' })).toBe(false);
      expect(await storage.webauthn.get('cred-1')).toEqual({ ...credential, lastUsedAt: null });
      expect((await storage.webauthn.list(person.id, 'docs.example.com')).map((c) => c.id)).toEqual([
        'cred-1',
      ]);
      expect(await storage.webauthn.list(person.id, 'example.com')).toEqual([]);
      expect(await storage.webauthn.recordUse({ id: 'cred-1', counter: 3, now: T0 + 1 })).toBe(false);
      const raced = await Promise.all(
        Array.from({ length: 10 }, () =>
          storage.webauthn.recordUse({ id: 'cred-1', counter: 4, now: T0 + 2 }),
        ),
      );
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await storage.webauthn.get('cred-1')).toMatchObject({ counter: 4, lastUsedAt: T0 + 2 });

      await storage.webauthn.add({ ...credential, id: 'cred-0', counter: 0 });
      expect(await storage.webauthn.recordUse({ id: 'cred-0', counter: 0, now: T0 })).toBe(true);
      expect(await storage.persons.remove(person.id)).toBe(true);
      expect(await storage.webauthn.get('cred-1')).toBeUndefined();
    });
  });

  describe('passwords', () => {
    it('stores one password per person, even when two first passwords race, and forgets it with the person', async () => {
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('password@example.com'),
        groups: [],
        region: 'local',
        now: T0,
      });
      expect(await storage.passwords.get(person.id)).toBeUndefined();
      const raced = await Promise.all([
        storage.passwords.insert({ personId: person.id, hash: '$argon2id$a', now: T0 }),
        storage.passwords.insert({ personId: person.id, hash: '$argon2id$b', now: T0 }),
      ]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await storage.passwords.get(person.id)).toMatch(/^\$argon2id\$[ab]$/);
      expect(await storage.persons.remove(person.id)).toBe(true);
      expect(await storage.passwords.get(person.id)).toBeUndefined();
    });
  });

  describe('SAML assertions', () => {
    const use = (assertionId: string, issuer = 'https://idp.example.com', now = T0) =>
      storage.samlAssertions.remember({ issuer, assertionId, now, expiresAt: T0 + 300_000 });

    it('accepts an assertion once, even when 20 replays race, and tells issuers apart', async () => {
      const raced = await Promise.all(Array.from({ length: 20 }, () => use('_a1')));
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await use('_a1', 'https://idp.example.com', T0 + 299_999)).toBe(false);
      expect(await use('_a1', 'https://other-idp.example.com')).toBe(true);
    });

    it('remembers an assertion until it expires, then forgets it', async () => {
      await use('_a2');
      expect(await storage.samlAssertions.deleteExpiredBefore(T0 + 300_000)).toBe(0);
      expect(await use('_a2')).toBe(false);
      expect(await storage.samlAssertions.deleteExpiredBefore(T0 + 300_001)).toBeGreaterThanOrEqual(1);
      expect(await use('_a2')).toBe(true);
    });
  });

  describe('single sign-on sign-outs', () => {
    const remember = (email: string, idToken: string, expiresAt = T0 + 60_000) =>
      storage.ssoSignOuts.remember({ orgId: 'org-a', email, connection: 'okta:0oa1', idToken, expiresAt });
    const take = (email: string, now = T0) => storage.ssoSignOuts.take({ orgId: 'org-a', email, now });

    it("keeps a reader's latest provider sign-in, hands it out once, and not after it expired", async () => {
      await remember('ada@example.com', 'sealed-1');
      await remember('ada@example.com', 'sealed-2');
      expect(await take('ada@example.com')).toEqual({ connection: 'okta:0oa1', idToken: 'sealed-2' });
      expect(await take('ada@example.com')).toBeUndefined();
      await remember('bob@example.com', 'sealed-3');
      expect(
        await storage.ssoSignOuts.take({ orgId: 'org-b', email: 'bob@example.com', now: T0 }),
      ).toBeUndefined();
      expect(await take('bob@example.com', T0 + 60_000)).toBeUndefined();
    });

    it('forgets expired sign-ins', async () => {
      await remember('cy@example.com', 'sealed-4');
      expect(await storage.ssoSignOuts.deleteExpiredBefore(T0 + 60_000)).toBe(0);
      expect(await storage.ssoSignOuts.deleteExpiredBefore(T0 + 60_001)).toBeGreaterThanOrEqual(1);
      expect(await take('cy@example.com')).toBeUndefined();
    });
  });

  describe('dev text messages', () => {
    it('lists messages newest first and deletes old ones', async () => {
      await storage.smsMessages.insert({ id: 'sms-1', to: '+14155550100', text: 'one', createdAt: T0 });
      await storage.smsMessages.insert({ id: 'sms-2', to: '+14155550100', text: 'two', createdAt: T0 + 1 });
      expect((await storage.smsMessages.list(10)).map((m) => m.text)).toEqual(['two', 'one']);
      expect(await storage.smsMessages.list(1)).toEqual([
        { id: 'sms-2', to: '+14155550100', text: 'two', createdAt: T0 + 1 },
      ]);
      expect(await storage.smsMessages.deleteOlderThan(T0 + 1)).toBe(1);
      expect((await storage.smsMessages.list(10)).map((m) => m.id)).toEqual(['sms-2']);
    });
  });

  describe('analytics events', () => {
    it('stores events and prunes by age and by count', async () => {
      for (let i = 0; i < 5; i++) {
        await storage.analytics.insert({
          id: `e${i}`,
          orgId: ORG,
          eventName: 'SlashIDSDKLoaded_v1',
          body: '{}',
          createdAt: T0 + i,
        });
      }
      expect((await storage.analytics.list(2)).map((e) => e.id)).toEqual(['e4', 'e3']);
      expect(await storage.analytics.prune({ before: T0 + 1, keep: 3 })).toBe(2);
      expect((await storage.analytics.list(10)).map((e) => e.id)).toEqual(['e4', 'e3', 'e2']);
    });
  });

  describe('sub-organisations and memberships', () => {
    it('creates a sub-organisation once, lists it under its parent and removes it with its members', async () => {
      const sub = { id: 'org-sub', name: 'Acme', createdAt: T0 + 2, parentId: ORG };
      expect(await storage.organizations.create(sub)).toBe(true);
      expect(await storage.organizations.create({ ...sub, name: 'Other' })).toBe(false);
      expect(await storage.organizations.get('org-sub')).toEqual(sub);
      expect((await storage.organizations.list()).map((o) => [o.id, o.parentId])).toEqual([
        [ORG, null],
        ['org-sub', ORG],
      ]);
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('member@example.com'),
        groups: [],
        region: 'local',
        now: T0,
      });
      await storage.memberships.put({ orgId: 'org-sub', personId: person.id, groups: ['a'], now: T0 });
      expect(await storage.memberships.setRoles('org-sub', person.id, ['support'])).toBe(true);
      // Setting the groups again keeps the roles.
      await storage.memberships.put({ orgId: 'org-sub', personId: person.id, groups: ['b'], now: T0 + 9 });
      expect(await storage.memberships.get('org-sub', person.id)).toEqual({
        orgId: 'org-sub',
        personId: person.id,
        groups: ['b'],
        roles: ['support'],
        createdAt: T0,
      });
      expect(await storage.memberships.setRoles('org-sub', 'pid:nobody', ['x'])).toBe(false);
      expect((await storage.persons.get(person.id))?.roles).toEqual([]);
      expect(await storage.persons.setRoles(person.id, ['billing', 'auditor'])).toBe(true);
      expect((await storage.persons.get(person.id))?.roles).toEqual(['billing', 'auditor']);
      expect((await storage.memberships.listForPerson(person.id)).map((m) => m.orgId)).toEqual(['org-sub']);
      expect((await storage.memberships.listForOrg('org-sub')).map((m) => m.personId)).toEqual([person.id]);
      expect(await storage.organizations.remove('org-sub')).toBe(true);
      expect(await storage.organizations.remove('org-sub')).toBe(false);
      expect(await storage.memberships.listForPerson(person.id)).toEqual([]);
    });

    it('forgets a membership with its person, and removes one alone', async () => {
      await storage.organizations.create({ id: 'org-two', name: 'Two', createdAt: T0, parentId: ORG });
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('leaver@example.com'),
        groups: [],
        region: 'local',
        now: T0,
      });
      await storage.memberships.put({ orgId: 'org-two', personId: person.id, groups: [], now: T0 });
      expect(await storage.memberships.remove('org-two', person.id)).toBe(true);
      expect(await storage.memberships.remove('org-two', person.id)).toBe(false);
      await storage.memberships.put({ orgId: 'org-two', personId: person.id, groups: [], now: T0 });
      expect(await storage.persons.remove(person.id)).toBe(true);
      expect(await storage.memberships.listForOrg('org-two')).toEqual([]);
    });
  });

  describe('attributes and consent', () => {
    it('keeps attributes per person, organisation and bucket, replacing by name and deleting by name or all', async () => {
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('attrs@example.com'),
        groups: [],
        region: 'local',
        now: T0,
      });
      const scope = { personId: person.id, orgId: ORG, bucket: 'end_user_read_write' };
      await storage.attributes.put(scope, { theme: 'dark', nested: { a: [1, 2] } }, T0);
      await storage.attributes.put(scope, { theme: 'light', n: 3 }, T0 + 1);
      await storage.attributes.put({ ...scope, orgId: '' }, { shared: true }, T0);
      expect(await storage.attributes.get(scope)).toEqual({ n: 3, nested: { a: [1, 2] }, theme: 'light' });
      expect(await storage.attributes.get(scope, ['theme', 'missing'])).toEqual({ theme: 'light' });
      expect(await storage.attributes.get({ ...scope, orgId: '' })).toEqual({ shared: true });
      expect(await storage.attributes.get({ ...scope, bucket: 'end_user_read_only' })).toEqual({});
      expect(await storage.attributes.countOthers(scope, [])).toBe(3);
      expect(await storage.attributes.countOthers(scope, ['theme', 'x'])).toBe(2);
      expect(await storage.attributes.remove(scope, ['n'])).toBe(1);
      expect(await storage.attributes.remove(scope)).toBe(2);
      expect(await storage.attributes.get(scope)).toEqual({});
    });

    it('copies the attributes a person lacks from another', async () => {
      const make = async (address: string) =>
        (
          await storage.persons.findOrCreate({
            orgId: ORG,
            handle: email(address),
            groups: [],
            region: 'local',
            now: T0,
          })
        ).person.id;
      const from = await make('copy-from@example.com');
      const to = await make('copy-to@example.com');
      const scope = (personId: string) => ({ personId, orgId: ORG, bucket: 'end_user_read_write' });
      await storage.attributes.put(scope(from), { a: 1, b: 2 }, T0);
      await storage.attributes.put(scope(to), { b: 'kept' }, T0);
      await storage.attributes.copyMissing({ from, to, now: T0 + 1 });
      expect(await storage.attributes.get(scope(to))).toEqual({ a: 1, b: 'kept' });
      expect(await storage.persons.remove(from)).toBe(true);
      expect(await storage.attributes.get(scope(from))).toEqual({});
    });

    it('adds, replaces and removes consent levels, keeping the time a level was first given', async () => {
      const { person } = await storage.persons.findOrCreate({
        orgId: ORG,
        handle: email('consent@example.com'),
        groups: [],
        region: 'local',
        now: T0,
      });
      await storage.consents.add(person.id, ['necessary', 'analytics'], T0);
      await storage.consents.add(person.id, ['analytics', 'marketing'], T0 + 5);
      expect(await storage.consents.list(person.id)).toEqual([
        { level: 'analytics', createdAt: T0 },
        { level: 'necessary', createdAt: T0 },
        { level: 'marketing', createdAt: T0 + 5 },
      ]);
      expect(await storage.consents.has(person.id, 'analytics')).toBe(true);
      await storage.consents.replace(person.id, ['marketing', 'tracking'], T0 + 9);
      expect(await storage.consents.list(person.id)).toEqual([
        { level: 'marketing', createdAt: T0 + 5 },
        { level: 'tracking', createdAt: T0 + 9 },
      ]);
      await storage.consents.remove(person.id, ['tracking']);
      expect((await storage.consents.list(person.id)).map((c) => c.level)).toEqual(['marketing']);
      await storage.consents.remove(person.id);
      expect(await storage.consents.list(person.id)).toEqual([]);
      expect(await storage.consents.has(person.id, 'analytics')).toBe(false);
    });
  });

  describe('anonymous persons, flow extras and impersonations', () => {
    it('creates anonymous persons without handles and deletes old ones with what they kept', async () => {
      const old = await storage.anonymousPersons.create({ orgId: ORG, region: 'eu', now: T0 });
      const fresh = await storage.anonymousPersons.create({ orgId: ORG, region: 'local', now: T0 + 10 });
      expect(await storage.persons.get(old)).toMatchObject({
        personType: 'anonymous',
        handles: [],
        region: 'eu',
      });
      await storage.attributes.put(
        { personId: old, orgId: ORG, bucket: 'end_user_read_write' },
        { a: 1 },
        T0,
      );
      await storage.consents.add(old, ['analytics'], T0);
      expect(await storage.anonymousPersons.deleteCreatedBefore(T0 + 5)).toBe(1);
      expect(await storage.persons.get(old)).toBeUndefined();
      expect(await storage.consents.list(old)).toEqual([]);
      expect(await storage.persons.get(fresh)).toBeDefined();
      expect(await storage.persons.remove(fresh)).toBe(true);
    });

    it("stores a flow's extras with it and forgets them with it", async () => {
      const input = newFlow({ expiresAt: T0 - 1 });
      await storage.flows.create({ ...input, flow: { ...input.flow, extras: '{"actor":{"personId":"p"}}' } });
      expect(await storage.flowExtras.get(input.flow.id)).toBe('{"actor":{"personId":"p"}}');
      expect(await storage.flowExtras.get(newFlow().flow.id)).toBeUndefined();
      await storage.flows.deleteExpiredBefore(T0);
      expect(await storage.flowExtras.get(input.flow.id)).toBeUndefined();
    });

    it('keeps the impersonation audit, newest first', async () => {
      const record = (id: string, createdAt: number) => ({
        id,
        orgId: ORG,
        actorPersonId: 'pid:admin',
        actorHandle: 'admin@example.com',
        targetPersonId: 'pid:ada',
        targetHandle: 'ada@example.com',
        createdAt,
        expiresAt: createdAt + 900_000,
      });
      await storage.impersonations.insert(record('imp-1', T0));
      await storage.impersonations.insert(record('imp-2', T0 + 1));
      expect(await storage.impersonations.list(10)).toEqual([record('imp-2', T0 + 1), record('imp-1', T0)]);
      expect((await storage.impersonations.list(1)).map((r) => r.id)).toEqual(['imp-2']);
    });

    it("keeps the audit of impersonation tokens' uses, newest first", async () => {
      const use = (id: string, createdAt: number, refused: boolean) => ({
        id,
        orgId: ORG,
        actorPersonId: 'pid:admin',
        actorHandle: 'admin@example.com',
        targetPersonId: 'pid:ada',
        targetHandle: 'ada@example.com',
        tokenId: 'jti-1',
        action: 'token exchange',
        detail: 'for organisation other',
        refused,
        createdAt,
      });
      await storage.impersonations.recordUse(use('use-1', T0, true));
      await storage.impersonations.recordUse(use('use-2', T0 + 1, false));
      expect(await storage.impersonations.listUses(10)).toEqual([
        use('use-2', T0 + 1, false),
        use('use-1', T0, true),
      ]);
      expect((await storage.impersonations.listUses(1)).map((r) => r.id)).toEqual(['use-2']);
    });
  });

  it('reopens an existing database without migrating twice or losing data', async () => {
    const again = await database.open();
    try {
      expect(await again.persons.findByHandle(ORG, email('p1@example.com'))).toBeDefined();
    } finally {
      await again.close();
    }
  });
});
