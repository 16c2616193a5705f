/**
 * The provider's user API, called with the reader's access token: JSON answers, list pages followed a few
 * at a time, and only on the API's own origin and path (a `next` link elsewhere never gets the token).
 */
import * as client from 'openid-client';
import { Failures } from '../../errors.ts';
import type { ProviderIdentity } from '../provider-return.ts';

export interface UserApiAnswer {
  body: unknown;
  headers: Headers;
}

export interface UserApi {
  /** GET a path under the API base (`/user/emails`) or a next-page URL the API gave. */
  get(pathOrUrl: string): Promise<UserApiAnswer>;
}

/** Reads who signed in; `withGroups` when the operator wants the provider's groups. */
export type UserApiReader = (api: UserApi, options: { withGroups: boolean }) => Promise<ProviderIdentity>;

/** 10 pages of 100 cover `MAX_GROUPS` teams and far more addresses than anyone has. */
const MAX_PAGES = 10;

export function userApi(
  config: client.Configuration,
  accessToken: string,
  apiBase: string,
  provider: string,
): UserApi {
  const base = new URL(apiBase);
  const invalid = (what: string) => Failures.ssoAssertionInvalid(`${provider} user API ${what}`);
  return {
    async get(pathOrUrl) {
      const url = new URL(pathOrUrl.startsWith('/') ? `${apiBase}${pathOrUrl}` : pathOrUrl);
      if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) throw invalid('link');
      const response = await client.fetchProtectedResource(
        config,
        accessToken,
        url,
        'GET',
        undefined,
        new Headers({ accept: 'application/json' }),
      );
      if (response.status >= 500) throw Failures.ssoProviderUnavailable();
      if (!response.ok) throw invalid(`status ${response.status}`);
      try {
        return { body: (await response.json()) as unknown, headers: response.headers };
      } catch {
        throw invalid('answer');
      }
    },
  };
}

/** The items of a paged list; `pageOf` reads one answer's items (undefined: not a list) and next link. */
export async function readPages(
  api: UserApi,
  path: string,
  pageOf: (answer: UserApiAnswer) => { items: unknown[] | undefined; next: string | undefined },
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let next: string | undefined = path;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const answer = pageOf(await api.get(next));
    if (!answer.items) throw Failures.ssoAssertionInvalid('user API answer');
    items.push(...answer.items.filter(isRecord));
    next = answer.next;
  }
  return items;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
