/**
 * docgen's identity service as the OAuth 2.1 authorization server of readers' assistants, and the MCP
 * endpoint it protects, on both stores: metadata, dynamic registration, PKCE required and verified, exact
 * redirect URIs, single-use codes, rotating refresh tokens whose replay revokes the grant, audience binding,
 * revocation from the account page biting at once on a second instance, and tools that answer only what the
 * grant's groups may read.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSessions } from '../../../../server/http/session/sessions.ts';
import { registerAssistants } from '../../../../server/assistants/register-assistants.ts';
import type { ReaderLibrary } from '../../../../server/mcp/reader-library.ts';
import type { AssistantGrantRecord } from '../../../../server/identity/index.ts';
import { BACKENDS, type Backend } from '../../identity/helpers/backends.ts';
import { ORG_ID, PUBLIC_URL, startHarness, type Harness } from '../../identity/helpers/harness.ts';
import {
  ASSISTANT_REDIRECT,
  authorizeQuery,
  consentFields,
  pkcePair,
  type Pkce,
} from '../../../helpers/assistant-oauth.ts';

const RESOURCE = `${PUBLIC_URL}/_docgen/mcp`;
const PAGES = [
  { route: '/docs/x-guide', title: 'X guide', group: 'x', text: 'The x canary: quasarfjordling.' },
  { route: '/docs/y-guide', title: 'Y guide', group: 'y', text: 'The y canary: zeppelinwrangler.' },
];

/** The library of a grant: the pages of its groups (the real one asks the gate; here the groups decide). */
function libraryFor(grant: AssistantGrantRecord): ReaderLibrary {
  const open = PAGES.filter((page) => grant.groups.includes(page.group));
  return {
    search: async (query) =>
      open
        .filter((page) => page.text.includes(query))
        .map((page) => ({
          route: page.route,
          anchor: '',
          version: 'current',
          pageTitle: page.title,
          heading: page.title,
          excerpt: [{ text: page.text }],
        })),
    versions: () => [{ name: 'current', label: 'Next', isLast: true }],
    pages: () => open.map(({ route, title }) => ({ route, title })),
    markdown: async (route) => open.find((page) => page.route === route)?.text,
  };
}

interface Instance {
  h: Harness;
  site: FastifyInstance;
}

const opened: Instance[] = [];
afterEach(async () => {
  for (const { site, h } of opened.splice(0).reverse()) {
    await site.close();
    await h.close();
  }
});

async function startInstance(backend: Backend, shareWith?: Instance, mcpOn = true): Promise<Instance> {
  const h = await startHarness({
    backend,
    ...(shareWith ? { database: shareWith.h.database, clock: shareWith.h.clock } : {}),
  });
  const site = Fastify();
  const sessions = await registerSessions(site, {
    identity: h.identity,
    orgId: ORG_ID,
    settings: { idleMs: 3_600_000, absoluteMs: 24 * 3_600_000, secure: false },
    gateGroups: () => new Set(['x', 'y']),
  });
  site.post<{ Body: { token: string } }>('/open', async (request, reply) =>
    sessions.open(reply, request.body.token),
  );
  await registerAssistants(site, {
    identity: h.identity,
    sessions,
    publicUrl: PUBLIC_URL,
    siteTitle: 'Example Docs',
    signInPath: '/',
    trustProxy: false,
    enabled: () => mcpOn,
    libraryFor,
  });
  const instance = { h, site };
  opened.push(instance);
  return instance;
}

/** A reader of `group` signed in on the site: their session cookie. */
async function readerCookie({ h, site }: Instance, group: string): Promise<string> {
  const address = `${group}-reader@example.com`;
  await h.storage.persons.findOrCreate({
    orgId: ORG_ID,
    handle: { type: 'email_address', value: address },
    groups: [group],
    region: 'us-iso',
    now: h.clock.now(),
  });
  const { nonce } = await h.signInLink(address);
  const token = (await h.attest(nonce)).json().result.token as string;
  const response = await site.inject({ method: 'POST', url: '/open', payload: { token } });
  return String(response.headers['set-cookie']).split(';')[0]!;
}

async function register(site: FastifyInstance, redirectUris = [ASSISTANT_REDIRECT]) {
  return site.inject({
    method: 'POST',
    url: '/_docgen/oauth/register',
    payload: { client_name: 'Test Assistant', redirect_uris: redirectUris },
  });
}

/** Registers an assistant, and the reader approves it: the code, as the redirect carries it. */
async function approvedCode(site: FastifyInstance, cookie: string, pkce: Pkce, clientId?: string) {
  const client = clientId ?? (await register(site)).json<{ client_id: string }>().client_id;
  const page = await site.inject({
    method: 'GET',
    url: `/_docgen/oauth/authorize?${authorizeQuery(client, pkce, { resource: RESOURCE })}`,
    headers: { cookie },
  });
  expect(page.statusCode, page.body).toBe(200);
  const answer = await site.inject({
    method: 'POST',
    url: '/_docgen/oauth/authorize',
    headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...consentFields(page.body), decision: 'approve' }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
  const location = new URL(String(answer.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(ASSISTANT_REDIRECT);
  expect(location.searchParams.get('state')).toBe('xyz');
  expect(location.searchParams.get('iss')).toBe(PUBLIC_URL);
  return { client, code: location.searchParams.get('code')! };
}

function tokenRequest(site: FastifyInstance, fields: Record<string, string>) {
  return site.inject({
    method: 'POST',
    url: '/_docgen/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function tokensFor(instance: Instance, group: string, signedIn?: string) {
  const cookie = signedIn ?? (await readerCookie(instance, group));
  const pkce = pkcePair();
  const { client, code } = await approvedCode(instance.site, cookie, pkce);
  const answer = await tokenRequest(instance.site, {
    grant_type: 'authorization_code',
    client_id: client,
    code,
    redirect_uri: ASSISTANT_REDIRECT,
    code_verifier: pkce.verifier,
    resource: RESOURCE,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const tokens = answer.json<{ access_token: string; refresh_token: string; expires_in: number }>();
  return { ...tokens, client, cookie };
}

function callTool(
  site: FastifyInstance,
  accessToken: string,
  name: string,
  args: Record<string, unknown> = {},
) {
  return site.inject({
    method: 'POST',
    url: '/_docgen/mcp',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
}

const toolText = (response: { json<T>(): T }) =>
  response
    .json<{ result: { content: { text: string }[] } }>()
    .result.content.map((c) => c.text)
    .join('\n');

describe.each(BACKENDS)('assistant authorization on %s', (backend) => {
  it('publishes the authorization server and protected resource metadata', async () => {
    const { site } = await startInstance(backend);
    const server = (await site.inject({ url: '/.well-known/oauth-authorization-server' })).json();
    expect(server).toMatchObject({
      issuer: PUBLIC_URL,
      authorization_endpoint: `${PUBLIC_URL}/_docgen/oauth/authorize`,
      token_endpoint: `${PUBLIC_URL}/_docgen/oauth/token`,
      registration_endpoint: `${PUBLIC_URL}/_docgen/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/_docgen/mcp',
    ])
      expect((await site.inject({ url: path })).json()).toMatchObject({
        resource: RESOURCE,
        authorization_servers: [PUBLIC_URL],
      });
    const unauthorized = await site.inject({ method: 'POST', url: '/_docgen/mcp', payload: {} });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['www-authenticate']).toBe(
      `Bearer resource_metadata="${PUBLIC_URL}/.well-known/oauth-protected-resource/_docgen/mcp"`,
    );
  });

  it('answers 404 on every assistant route when the site turns MCP off', async () => {
    const { site } = await startInstance(backend, undefined, false);
    for (const url of [
      '/_docgen/mcp',
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-protected-resource/_docgen/mcp',
      '/_docgen/oauth/authorize',
      '/account/assistants',
    ])
      expect((await site.inject({ url })).statusCode, url).toBe(404);
    expect((await register(site)).statusCode).toBe(404);
  });

  it('registers public clients with https or loopback redirect URIs only', async () => {
    const { site } = await startInstance(backend);
    const registered = await register(site);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      client_name: 'Test Assistant',
      redirect_uris: [ASSISTANT_REDIRECT],
      token_endpoint_auth_method: 'none',
    });
    for (const bad of ['http://evil.example/cb', 'https://ok.example/cb#frag', 'javascript:alert(1)'])
      expect((await register(site, [bad])).json()).toMatchObject({ error: 'invalid_redirect_uri' });
  });

  it('sends a reader who is not signed in to sign in, then back to the request', async () => {
    const { site } = await startInstance(backend);
    const client = (await register(site)).json<{ client_id: string }>().client_id;
    const url = `/_docgen/oauth/authorize?${authorizeQuery(client, pkcePair())}`;
    const answer = await site.inject({ url });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/?return_to=${encodeURIComponent(url)}`);
  });

  it('refuses, on the page and without redirecting, requests without PKCE S256, with a foreign redirect URI or resource', async () => {
    const instance = await startInstance(backend);
    const cookie = await readerCookie(instance, 'x');
    const client = (await register(instance.site)).json<{ client_id: string }>().client_id;
    const pkce = pkcePair();
    const refused: Record<string, string>[] = [
      { code_challenge_method: 'plain', code_challenge: pkce.verifier },
      { code_challenge: '' },
      { redirect_uri: 'http://127.0.0.1:9999/other' },
      { resource: 'https://elsewhere.example/mcp' },
      { response_type: 'token' },
    ];
    for (const extra of refused) {
      const answer = await instance.site.inject({
        url: `/_docgen/oauth/authorize?${authorizeQuery(client, pkce, extra)}`,
        headers: { cookie },
      });
      expect(answer.statusCode, JSON.stringify(extra)).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it('refuses a consent form posted from another origin or without the reader’s ticket', async () => {
    const instance = await startInstance(backend);
    const cookie = await readerCookie(instance, 'x');
    const client = (await register(instance.site)).json<{ client_id: string }>().client_id;
    const page = await instance.site.inject({
      url: `/_docgen/oauth/authorize?${authorizeQuery(client, pkcePair())}`,
      headers: { cookie },
    });
    const fields = { ...consentFields(page.body), decision: 'approve' };
    const post = (origin: string, body: Record<string, string>) =>
      instance.site.inject({
        method: 'POST',
        url: '/_docgen/oauth/authorize',
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    expect((await post('https://evil.example', fields)).statusCode).toBe(403);
    expect((await post(PUBLIC_URL, { ...fields, ticket: 'forged' })).statusCode).toBe(403);
    const denied = await post(PUBLIC_URL, { ...fields, decision: 'deny' });
    expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe('access_denied');
  });

  it('verifies PKCE and the redirect URI, and takes a code once: a replay revokes what it gave', async () => {
    const instance = await startInstance(backend);
    const cookie = await readerCookie(instance, 'x');
    const exchange = (client: string, code: string, verifier: string, redirect = ASSISTANT_REDIRECT) =>
      tokenRequest(instance.site, {
        grant_type: 'authorization_code',
        client_id: client,
        code,
        redirect_uri: redirect,
        code_verifier: verifier,
      });
    const pkce = pkcePair();
    const wrongVerifier = await approvedCode(instance.site, cookie, pkce);
    expect(
      (await exchange(wrongVerifier.client, wrongVerifier.code, pkcePair().verifier)).json(),
    ).toMatchObject({
      error: 'invalid_grant',
    });
    const wrongRedirect = await approvedCode(instance.site, cookie, pkce);
    const redirected = await exchange(
      wrongRedirect.client,
      wrongRedirect.code,
      pkce.verifier,
      'http://127.0.0.1:1/x',
    );
    expect(redirected.json()).toMatchObject({ error: 'invalid_grant' });

    const { client, code } = await approvedCode(instance.site, cookie, pkce);
    const first = await exchange(client, code, pkce.verifier);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(first.headers['cache-control']).toBe('no-store');
    const access = first.json<{ access_token: string }>().access_token;
    expect((await callTool(instance.site, access, 'list_versions')).statusCode).toBe(200);
    const replay = await exchange(client, code, pkce.verifier);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await callTool(instance.site, access, 'list_versions')).statusCode).toBe(401);
  });

  it('gives tokens for a code to exactly one of 50 concurrent exchanges', async () => {
    const instance = await startInstance(backend);
    const cookie = await readerCookie(instance, 'x');
    const pkce = pkcePair();
    const { client, code } = await approvedCode(instance.site, cookie, pkce);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        tokenRequest(instance.site, {
          grant_type: 'authorization_code',
          client_id: client,
          code,
          redirect_uri: ASSISTANT_REDIRECT,
          code_verifier: pkce.verifier,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('rotates refresh tokens, each once; a replayed one revokes the grant', async () => {
    const instance = await startInstance(backend);
    const first = await tokensFor(instance, 'x');
    const refresh = (token: string) =>
      tokenRequest(instance.site, {
        grant_type: 'refresh_token',
        client_id: first.client,
        refresh_token: token,
      });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode, second.body).toBe(200);
    const rotated = second.json<{ access_token: string; refresh_token: string }>();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await callTool(instance.site, rotated.access_token, 'list_versions')).statusCode).toBe(200);

    expect((await refresh(first.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await callTool(instance.site, rotated.access_token, 'list_versions')).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets access tokens live ten minutes, and refuses one of another client for refresh', async () => {
    const instance = await startInstance(backend);
    const tokens = await tokensFor(instance, 'x');
    const other = (await register(instance.site)).json<{ client_id: string }>().client_id;
    const stolen = await tokenRequest(instance.site, {
      grant_type: 'refresh_token',
      client_id: other,
      refresh_token: tokens.refresh_token,
    });
    expect(stolen.json()).toMatchObject({ error: 'invalid_grant' });
    const fresh = await tokensFor(instance, 'x', tokens.cookie);
    instance.h.clock.advance(10 * 60_000 - 1);
    expect((await callTool(instance.site, fresh.access_token, 'list_versions')).statusCode).toBe(200);
    instance.h.clock.advance(1);
    expect((await callTool(instance.site, fresh.access_token, 'list_versions')).statusCode).toBe(401);
  });

  it('refuses the tokens of a reader who was removed', async () => {
    const instance = await startInstance(backend);
    const tokens = await tokensFor(instance, 'x');
    expect((await callTool(instance.site, tokens.access_token, 'list_versions')).statusCode).toBe(200);
    const [grant] = await instance.h.storage.assistantAudit.list(1);
    await instance.h.storage.persons.remove(grant!.personId);
    expect((await callTool(instance.site, tokens.access_token, 'list_versions')).statusCode).toBe(401);
  });

  it('answers each reader’s tools with their groups’ pages only', async () => {
    const instance = await startInstance(backend);
    const x = await tokensFor(instance, 'x');
    const y = await tokensFor(instance, 'y');
    expect(toolText(await callTool(instance.site, x.access_token, 'list_pages'))).toContain('/docs/x-guide');
    expect(toolText(await callTool(instance.site, x.access_token, 'list_pages'))).not.toContain(
      '/docs/y-guide',
    );
    expect(
      toolText(await callTool(instance.site, x.access_token, 'search_docs', { query: 'quasarfjordling' })),
    ).toContain('path: /docs/x-guide');
    const ySearch = toolText(
      await callTool(instance.site, y.access_token, 'search_docs', { query: 'quasarfjordling' }),
    );
    expect(ySearch).not.toContain('quasarfjordling.');
    const forbidden = await callTool(instance.site, y.access_token, 'read_page', { path: '/docs/x-guide' });
    const missing = await callTool(instance.site, y.access_token, 'read_page', { path: '/docs/nothing' });
    expect(toolText(forbidden)).toBe('There is no page at /docs/x-guide that you may read.');
    expect(toolText(missing)).toBe('There is no page at /docs/nothing that you may read.');
    expect(
      toolText(
        await callTool(instance.site, x.access_token, 'read_page', { path: `${PUBLIC_URL}/docs/x-guide.md` }),
      ),
    ).toBe(PAGES[0]!.text);
    const audit = await instance.h.storage.assistantAudit.list(100);
    expect(audit.map((event) => event.action)).toEqual(
      expect.arrayContaining(['approved', 'tokens issued', 'used']),
    );
    expect(audit.some((event) => event.detail.startsWith('tools/call read_page'))).toBe(true);
  });

  it('lists a reader’s assistants, and a revocation there is refused by a second instance at once', async () => {
    const a = await startInstance(backend);
    const b = await startInstance(backend, a);
    const tokens = await tokensFor(a, 'x');
    expect((await callTool(b.site, tokens.access_token, 'list_versions')).statusCode).toBe(200);
    const page = await a.site.inject({ url: '/account/assistants', headers: { cookie: tokens.cookie } });
    expect(page.body).toContain('Test Assistant');
    const revoked = await a.site.inject({
      method: 'POST',
      url: '/account/assistants/revoke',
      headers: {
        cookie: tokens.cookie,
        origin: PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(consentFields(page.body)).toString(),
    });
    expect(revoked.statusCode).toBe(303);
    expect((await callTool(b.site, tokens.access_token, 'list_versions')).statusCode).toBe(401);
    expect(
      (await a.site.inject({ url: '/account/assistants', headers: { cookie: tokens.cookie } })).body,
    ).not.toContain('Test Assistant');
  });

  it('keeps only keyed hashes of codes and tokens in the database', async () => {
    const instance = await startInstance(backend);
    const tokens = await tokensFor(instance, 'x');
    const dump = await instance.h.database.dump();
    expect(dump).toContain('assistant');
    expect(dump).not.toContain(tokens.access_token);
    expect(dump).not.toContain(tokens.refresh_token);
  });
});
