/**
 * Attributes over HTTP on SQLite and PostgreSQL: each bucket's access for the reader's own token, the
 * person-pool buckets shared across organisations, the size limits, and bad input answered with a 4xx envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addOrganization } from '../../../server/identity/users/org-admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('attributes on %s', (backend) => {
  let h: Harness;
  let token: string;
  let personId: string;

  const call = (method: string, url: string, payload?: unknown, bearer: string | null = token) =>
    h.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: {
        'slashid-sdkversion': '3.29.6',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  beforeAll(async () => {
    h = await startHarness({ backend });
    const { nonce } = await h.signInLink('ada@example.com');
    token = (await h.attest(nonce)).json().result.token;
    personId = (await h.storage.persons.findByHandle(ORG_ID, {
      type: 'email_address',
      value: 'ada@example.com',
    }))!.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('sets, reads, filters and deletes attributes of the read-write bucket', async () => {
    expect((await call('PUT', '/attributes/end_user_read_write', { theme: 'dark', n: 1 })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', '/attributes/end_user_read_write', { n: 2, tags: ['a'] })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/attributes/end_user_read_write')).json()).toEqual({
      result: { n: 2, tags: ['a'], theme: 'dark' },
    });
    expect((await call('GET', '/attributes/end_user_read_write?attributes=theme,n')).json().result).toEqual({
      n: 2,
      theme: 'dark',
    });
    expect((await call('DELETE', '/attributes/end_user_read_write?attributes=n')).statusCode).toBe(200);
    expect((await call('GET', '/attributes/end_user_read_write')).json().result).toEqual({
      tags: ['a'],
      theme: 'dark',
    });
    const me = (await call('GET', '/me')).json().result;
    expect(me.person.attributes).toEqual({ end_user_read_write: { tags: ['a'], theme: 'dark' } });
  });

  it('reads the read-only bucket but refuses writing it, and refuses the no-access bucket both ways', async () => {
    await h.storage.attributes.put(
      { personId, orgId: ORG_ID, bucket: 'end_user_read_only' },
      { plan: 'enterprise' },
      0,
    );
    await h.storage.attributes.put(
      { personId, orgId: ORG_ID, bucket: 'end_user_no_access' },
      { score: 7 },
      0,
    );
    expect((await call('GET', '/attributes/end_user_read_only')).json().result).toEqual({
      plan: 'enterprise',
    });
    expect(errorOf(await call('PUT', '/attributes/end_user_read_only', { plan: 'free' }))).toEqual({
      status: 403,
      message: 'this attribute bucket is read-only for its reader',
    });
    expect(errorOf(await call('DELETE', '/attributes/end_user_read_only')).status).toBe(403);
    expect(errorOf(await call('GET', '/attributes/end_user_no_access')).status).toBe(403);
    expect(errorOf(await call('PUT', '/attributes/end_user_no_access', { score: 9 })).status).toBe(403);
    expect(
      errorOf(await call('PUT', '/attributes', { end_user_read_write: { x: 1 }, end_user_read_only: {} }))
        .status,
    ).toBe(403);
    expect((await call('GET', '/attributes/end_user_read_write?attributes=x')).json().result).toEqual({});
    expect(JSON.stringify((await call('GET', '/me')).json())).not.toContain('score');
  });

  it('reads and writes several buckets at once', async () => {
    const written = await call('PUT', '/attributes', {
      end_user_read_write: { lang: 'de' },
      'person_pool-end_user_read_write': { avatar: 'cat' },
    });
    expect(written.statusCode).toBe(200);
    const read = await call('GET', '/attributes?buckets=end_user_read_write,person_pool-end_user_read_write');
    expect(read.json().result).toEqual({
      end_user_read_write: { lang: 'de', tags: ['a'], theme: 'dark' },
      'person_pool-end_user_read_write': { avatar: 'cat' },
    });
    expect(Object.keys((await call('GET', '/attributes')).json().result)).toEqual([
      'end_user_read_write',
      'end_user_read_only',
      'person_pool-end_user_read_write',
      'person_pool-end_user_read_only',
    ]);
  });

  it("keeps an organisation's buckets apart, and shares the person-pool buckets across organisations", async () => {
    const ctx = { storage: h.storage, orgId: ORG_ID, clock: h.clock };
    await addOrganization(ctx, { id: 'acme' });
    await addMember(ctx, 'acme', { email: 'ada@example.com' });
    const switched = await h.inject({
      method: 'GET',
      url: '/api/token',
      headers: { authorization: `Bearer ${token}`, 'slashid-orgid': 'acme' },
    });
    const acmeToken = switched.json().result as string;
    expect(
      (await call('GET', '/attributes/end_user_read_write', undefined, acmeToken)).json().result,
    ).toEqual({});
    expect(
      (await call('GET', '/attributes/person_pool-end_user_read_write', undefined, acmeToken)).json().result,
    ).toEqual({ avatar: 'cat' });
  });

  it('answers bad input and limits with a 4xx envelope, never a 500', async () => {
    expect(errorOf(await call('GET', '/attributes/no_such_bucket')).status).toBe(404);
    expect(
      errorOf(await call('PUT', '/attributes/end_user_read_write', ['not', 'an', 'object'])).status,
    ).toBe(400);
    expect(
      errorOf(await call('PUT', '/attributes/end_user_read_write', { ['x'.repeat(129)]: 1 })).status,
    ).toBe(400);
    expect(
      errorOf(await call('PUT', '/attributes/end_user_read_write', { big: 'x'.repeat(5000) })).status,
    ).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`k${i}`, i]));
    expect(errorOf(await call('PUT', '/attributes/end_user_read_write', many))).toEqual({
      status: 413,
      message: 'an attribute bucket holds at most 100 attributes',
    });
    expect(errorOf(await call('PUT', '/attributes', { end_user_read_write: 5 })).status).toBe(400);
    expect(errorOf(await call('GET', '/attributes/end_user_read_write', undefined, null)).status).toBe(401);
    expect(errorOf(await call('PUT', '/attributes/end_user_read_write', { a: 1 }, 'x.y.z')).status).toBe(401);
  });

  it('refuses an attribute value nested 5,000 levels deep with a 400, and stores nothing', async () => {
    const deep = `{"deep":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
    const answer = await h.inject({
      method: 'PUT',
      url: '/api/attributes/end_user_read_write',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(errorOf(answer)).toEqual({
      status: 400,
      message: 'the request body nests objects and arrays deeper than 32 levels',
    });
    expect((await call('GET', '/attributes/end_user_read_write?attributes=deep')).json()).toEqual({
      result: {},
    });
  });
});
