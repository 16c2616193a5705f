import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../../client/identity/api.ts';
import { createFlowApi } from '../../../../client/identity/flow-api.ts';
import { ResponseError } from '../../../../client/identity/errors.ts';
import { createTransport } from '../../../../client/identity/transport.ts';
import { BASE, fail, fakeApi, ok } from '../../../helpers/fake-identity-api.ts';

const networkDown = () => new TypeError('Failed to fetch');

describe('transport: headers', () => {
  it('sends the SDK version, the organisation and the bearer token exactly where the protocol says', async () => {
    const api = fakeApi({
      'POST /id': ok([
        { id: 'c', type: 'proxy', authentication_method: 'email_link', options: { challenge_id: 'p' } },
      ]),
      'GET /me': ok({ person: {}, organizations: [], handles: [], credentials: [], org_hierarchy: [] }),
      'POST /token/validate': ok({ valid: true }),
      'GET /token': ok('t2'),
    });
    const http = createTransport(BASE, api.fetch);
    const client = { ...createApi(http), ...createFlowApi(http) };
    await client.id({
      oid: 'org-1',
      handle: { type: 'email_address', value: 'a@b.co' },
      factor: { method: 'email_link' },
    });
    await client.me('tok');
    await client.validateToken('tok');
    await client.tokenForOrganization('tok', 'org-2');
    const [id, me, validate, token] = api.requests;
    expect(id?.headers).toMatchObject({ 'SlashID-SdkVersion': '3.24.0', 'SlashID-OrgID': 'org-1' });
    expect(id?.headers.Authorization).toBeUndefined();
    expect(id?.body).toEqual({
      handle: { type: 'email_address', value: 'a@b.co' },
      factor: { method: 'email_link' },
    });
    expect(me?.headers['SlashID-SdkVersion']).toBeUndefined();
    expect(me?.headers.Authorization).toBe('Bearer tok');
    expect(validate?.headers['SlashID-OrgID']).toBeUndefined();
    expect(validate?.body).toEqual({ token: 'tok' });
    expect(token?.headers).toMatchObject({ 'SlashID-OrgID': 'org-2', Authorization: 'Bearer tok' });
  });
});

describe('transport: the page language', () => {
  it("sends the page's language as Accept-Language on every call, so the service writes its e-mails in it", async () => {
    const api = fakeApi({ 'POST /id': ok([]), 'POST /recover': ok([]) });
    const client = createFlowApi(createTransport(BASE, api.fetch, 'de'));
    await client.id({ oid: 'o', handle: undefined, factor: { method: 'email_link' } });
    await client.recover('o', { type: 'email_address', value: 'a@b.co' }, 'password');
    expect(api.requests.map((request) => request.headers['Accept-Language'])).toEqual(['de', 'de']);
  });

  it('leaves Accept-Language to the browser when the page names no language', async () => {
    const api = fakeApi({ 'POST /id': ok([]) });
    await createFlowApi(createTransport(BASE, api.fetch)).id({
      oid: 'o',
      handle: undefined,
      factor: { method: 'email_link' },
    });
    expect(api.requests[0]?.headers['Accept-Language']).toBeUndefined();
  });
});

describe('transport: envelope', () => {
  it('treats a present errors key as an error even on 2xx, and errors: null as success', async () => {
    const api = fakeApi({
      'POST /token/validate': [
        { status: 200, body: { result: { valid: true }, errors: [] } },
        { status: 200, body: { result: { valid: true }, errors: null } },
      ],
    });
    const client = createApi(createTransport(BASE, api.fetch));
    await expect(client.validateToken('t')).rejects.toBeInstanceOf(ResponseError);
    await expect(client.validateToken('t')).resolves.toEqual({ valid: true });
  });

  it('carries the server errors list on a non-2xx answer', async () => {
    const api = fakeApi({ 'POST /id': fail(403, 'person cannot be registered') });
    const client = createFlowApi(createTransport(BASE, api.fetch));
    const error = await client
      .id({ oid: 'o', handle: undefined, factor: { method: 'email_link' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(403);
    expect((error as ResponseError).errors).toEqual([
      { httpcode: 403, message: 'person cannot be registered' },
    ]);
  });
});

describe('transport: retries of network failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries after 500 ms × 2^n with SlashID-SdkRetryCount n+1', async () => {
    const api = fakeApi({ 'POST /recover': [networkDown(), networkDown(), networkDown(), ok([])] });
    const transport = createTransport(BASE, api.fetch);
    const done = transport.call({ method: 'POST', path: '/recover', body: {}, retry: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual([]);
    expect(api.requests.map((r) => r.headers['SlashID-SdkRetryCount'])).toEqual([undefined, '1', '2', '3']);
  });

  it('gives up after 5 retries (0.5 + 1 + 2 + 4 + 8 s)', async () => {
    const api = fakeApi({ 'POST /recover': networkDown() });
    const done = createTransport(BASE, api.fetch).call({ method: 'POST', path: '/recover', retry: true });
    const outcome = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_499);
    expect(api.requests).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(api.requests).toHaveLength(6);
  });

  it('never retries HTTP errors, nor calls without retry (user methods)', async () => {
    const api = fakeApi({ 'POST /recover': fail(500, 'boom'), 'POST /token/validate': networkDown() });
    const transport = createTransport(BASE, api.fetch);
    await expect(transport.call({ method: 'POST', path: '/recover', retry: true })).rejects.toBeInstanceOf(
      ResponseError,
    );
    await expect(createApi(transport).validateToken('t')).rejects.toBeInstanceOf(TypeError);
    expect(api.requests).toHaveLength(2);
  });
});
