/**
 * A stand-in for GitHub's REST user API (api.github.com, unreachable offline) on loopback, for the GitHub
 * sign-in tests. It answers the two paths docgen reads, in GitHub's documented response shapes:
 * `GET /user/emails` (`[{email, primary, verified, visibility}]`, scope `user:email`) and `GET /user/teams`
 * (team objects with their `organization`, scope `read:org`), paged with `per_page`/`page` and a `Link`
 * header. The bearer token must be one the real OAuth server of the test (tests/helpers/oidc-provider.ts)
 * issued: it names the account and the scopes granted, so the stand-in answers as GitHub would for them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OidcTestProvider } from './oidc-provider.ts';

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  visibility: 'public' | 'private' | null;
}

export interface GitHubTestAccount {
  emails: GitHubEmail[];
  /** `org/team-slug`. */
  teams?: string[];
}

export interface GitHubUserApi {
  /** The `api_base` to configure. */
  apiBase: string;
  /** Every request's path and query, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The `SSO_OIDC_PROVIDERS` entry of a GitHub connection whose endpoints are the test's OAuth server and this
 * stand-in (as GitHub Enterprise Server's would be set).
 */
export function githubEntry(provider: OidcTestProvider, api: GitHubUserApi) {
  return {
    provider: 'github' as const,
    client_id: provider.postClientId,
    client_secret: provider.clientSecret,
    authorization_endpoint: `${provider.issuer}/auth`,
    token_endpoint: `${provider.issuer}/token`,
    api_base: api.apiBase,
  };
}

/** GitHub's own limit on `per_page`. */
const MAX_PER_PAGE = 100;

export async function startGitHubUserApi(params: {
  provider: OidcTestProvider;
  /** By the login they sign in with at the OAuth server. */
  accounts: Record<string, GitHubTestAccount>;
  /** A smaller page than GitHub's, so tests see the `Link` header followed. */
  pageSize?: number;
}): Promise<GitHubUserApi> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', apiBase);
    requests.push(`${url.pathname}${url.search}`);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    void params.provider.accessToken(token).then((granted) => {
      const account = granted && params.accounts[granted.login];
      if (!granted || !account) return answer(401, { message: 'Bad credentials' });
      const list = listFor(url.pathname, account, granted.scopes);
      if (!list) return answer(404, { message: 'Not Found' });
      if (list === 'forbidden') return answer(403, { message: 'Resource not accessible by integration' });
      const perPage = Math.min(
        Number(url.searchParams.get('per_page') ?? 30),
        params.pageSize ?? MAX_PER_PAGE,
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      const more = list.length > page * perPage;
      answer(
        200,
        list.slice((page - 1) * perPage, page * perPage),
        more ? { link: `<${next}>; rel="next"` } : {},
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listFor(
  path: string,
  account: GitHubTestAccount,
  scopes: string[],
): unknown[] | 'forbidden' | undefined {
  if (path === '/user/emails') return scopes.includes('user:email') ? account.emails : 'forbidden';
  if (path === '/user/teams')
    return scopes.includes('read:org') ? (account.teams ?? []).map(team) : 'forbidden';
  return undefined;
}

/** A team as `GET /user/teams` lists it. */
function team(name: string, index: number) {
  const [org = '', slug = ''] = name.split('/');
  return {
    id: index + 1,
    name: slug,
    slug,
    description: null,
    privacy: 'closed',
    permission: 'pull',
    parent: null,
    organization: { login: org, id: 1000 + index, type: 'Organization' },
  };
}
