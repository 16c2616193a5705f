/**
 * An assistant connects to `docgen serve` with the MCP SDK's own client (Streamable HTTP and its OAuth client
 * provider): the reader signs in in Chromium with an e-mailed link and allows it on the consent page; the
 * assistant then searches and reads the pages of the reader's group and nothing of the other group's; after the
 * reader revokes it on `/account/assistants`, its next request is refused with 401.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSiteReader,
  emailedLink,
  startSignInSite,
  withPrivatePaths,
  type SignInSite,
} from '../helpers/sign-in-browser.ts';
import { poll } from '../helpers/poll.ts';

const PARTNER = 'partner@fixture.example';
/** Where the assistant says it listens for the code; the browser's request there is caught, never sent. */
const REDIRECT = 'http://127.0.0.1:33418/callback';

let site: SignInSite;

beforeAll(async () => {
  site = await startSignInSite({
    config: withPrivatePaths(
      "[{ path: '/docs/guides/**', groups: ['partners'] }, { path: '/docs/1.0.0/**', groups: ['staff'] }]",
    ),
  });
  await addSiteReader(site, PARTNER, ['partners']);
}, 240_000);

afterAll(async () => {
  await site?.close();
});

/** An assistant's OAuth state in memory; the authorization URL goes to `authorize`, as a desktop app opens a browser. */
class MemoryProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  readonly redirectUrl = REDIRECT;
  readonly clientMetadata: OAuthClientMetadata = {
    client_name: 'Test Assistant',
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
  clientInformation = () => this.client;
  saveClientInformation = (client: OAuthClientInformationMixed) => void (this.client = client);
  tokens = () => this.saved;
  saveTokens = (tokens: OAuthTokens) => void (this.saved = tokens);
  redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
  saveCodeVerifier = (verifier: string) => void (this.verifier = verifier);
  codeVerifier = () => this.verifier;
}

/** In Chromium: opens the authorization URL, signs in with an e-mailed link, allows; the code the redirect carries. */
async function approveInBrowser(page: Page, authorizationUrl: URL): Promise<string> {
  let code: string | undefined;
  await page.route(`${REDIRECT}**`, async (route) => {
    code = new URL(route.request().url()).searchParams.get('code') ?? undefined;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'You may close this window.' });
  });
  await page.goto(authorizationUrl.toString());
  await page.getByLabel('Authentication method').selectOption({ label: 'Email link' });
  await page.fill('input[type=email]', PARTNER);
  await page.click('[data-testid=sid-form-initial-submit-button]');
  const second = await page.context().newPage();
  await second.goto(await emailedLink(site.smtp, PARTNER));
  await second.getByRole('button', { name: 'Continue', exact: true }).click();
  await second.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
  await second.close();
  await page
    .getByRole('heading', { name: 'Allow Test Assistant to read these docs?' })
    .waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Allow' }).click();
  return poll(() => code, 'the authorization code at the redirect URI');
}

async function connect(provider: MemoryProvider): Promise<Client> {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  const url = new URL(`${site.server.origin}/_docgen/mcp`);
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return client;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');

describe('an MCP client signed in as a reader of one group', () => {
  it('reads that group’s pages and nothing of another’s, until the reader revokes it', async () => {
    const provider = new MemoryProvider();
    const url = new URL(`${site.server.origin}/_docgen/mcp`);
    const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await expect(new Client({ name: 'test-assistant', version: '1.0.0' }).connect(first)).rejects.toThrow(
      /Unauthorized/,
    );
    expect(provider.authorizationUrl?.pathname).toBe('/_docgen/oauth/authorize');

    const context = await site.browser.newContext();
    const page = await context.newPage();
    await first.finishAuth(await approveInBrowser(page, provider.authorizationUrl!));
    const client = await connect(provider);

    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(tools).toEqual(['list_pages', 'list_versions', 'read_page', 'search_docs']);
    const pages = textOf(await client.callTool({ name: 'list_pages', arguments: {} }));
    expect(pages).toContain('(/docs/guides/install)');
    expect(pages).not.toContain('/docs/1.0.0/');
    const found = textOf(
      await client.callTool({ name: 'search_docs', arguments: { query: 'install', version: 'all' } }),
    );
    expect(found).toContain('path: /docs/guides/install');
    expect(found).not.toContain('/docs/1.0.0/');
    const guide = await client.callTool({ name: 'read_page', arguments: { path: '/docs/guides/install' } });
    expect(textOf(guide)).toContain('# Install 2.0.0');
    const other = await client.callTool({ name: 'read_page', arguments: { path: '/docs/1.0.0/overview' } });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toBe('There is no page at /docs/1.0.0/overview that you may read.');

    await page.goto(`${site.server.origin}/account/assistants`);
    await page.getByText('Test Assistant').waitFor();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('You have not allowed any assistant').waitFor();
    const refused = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provider.saved!.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(refused.status).toBe(401);
    await client.close();
    await context.close();
  }, 120_000);
});
