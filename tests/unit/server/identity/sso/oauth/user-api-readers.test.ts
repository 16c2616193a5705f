/**
 * The OAuth 2.0 presets' user API readers, on answers in each provider's documented shape: only the
 * provider's primary address counts, and only when the provider says it is verified (Facebook gives only
 * confirmed addresses); GitHub teams become `org/team-slug`; an answer of the wrong shape is refused.
 */
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../../../../server/identity/errors.ts';
import { readBitbucketAccount } from '../../../../../../server/identity/sso/oauth/bitbucket.ts';
import { readFacebookAccount } from '../../../../../../server/identity/sso/oauth/facebook.ts';
import { readGitHubAccount } from '../../../../../../server/identity/sso/oauth/github.ts';
import type { UserApi } from '../../../../../../server/identity/sso/oauth/user-api.ts';

/** A user API answering each path (or next-page URL) from a table; `link` sets GitHub's Link header. */
function api(pages: Record<string, { body: unknown; link?: string }>): UserApi & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async get(path) {
      asked.push(path);
      const page = pages[path];
      if (!page) throw new Error(`unexpected ${path}`);
      return { body: page.body, headers: new Headers(page.link ? { link: page.link } : {}) };
    },
  };
}

describe('GitHub', () => {
  it('takes the primary verified address and the teams of every page', async () => {
    const github = api({
      '/user/emails?per_page=100': {
        body: [
          { email: 'me@users.noreply.github.com', primary: false, verified: true, visibility: null },
          { email: 'me@acme.com', primary: true, verified: true, visibility: 'private' },
        ],
      },
      '/user/teams?per_page=100': {
        body: [{ slug: 'docs', organization: { login: 'acme' } }, { slug: 'no-org' }],
        link: '<https://api.github.com/user/teams?per_page=100&page=2>; rel="next", <https://api.github.com/user/teams?per_page=100&page=2>; rel="last"',
      },
      'https://api.github.com/user/teams?per_page=100&page=2': {
        body: [{ slug: 'eng', organization: { login: 'acme' } }],
      },
    });
    await expect(readGitHubAccount(github, { withGroups: true })).resolves.toEqual({
      email: 'me@acme.com',
      emailVerified: true,
      groups: ['acme/docs', 'acme/eng'],
    });
  });

  it('calls an unverified primary address unverified, and reads no teams unless asked', async () => {
    const github = api({
      '/user/emails?per_page=100': {
        body: [{ email: 'me@acme.com', primary: true, verified: false, visibility: 'private' }],
      },
    });
    await expect(readGitHubAccount(github, { withGroups: false })).resolves.toMatchObject({
      emailVerified: false,
      groups: [],
    });
    expect(github.asked).toEqual(['/user/emails?per_page=100']);
  });

  it('refuses an answer that is not a list', async () => {
    const github = api({ '/user/emails?per_page=100': { body: { message: 'Not Found' } } });
    await expect(readGitHubAccount(github, { withGroups: false })).rejects.toBeInstanceOf(IdentityError);
  });
});

describe('Bitbucket', () => {
  it('takes the primary address only when it is confirmed, across pages', async () => {
    const next = 'https://api.bitbucket.org/2.0/user/emails?page=2';
    const answer = (confirmed: boolean) =>
      api({
        '/user/emails': {
          body: {
            pagelen: 1,
            page: 1,
            next,
            values: [{ email: 'old@acme.com', is_primary: false, is_confirmed: true }],
          },
        },
        [next]: {
          body: {
            pagelen: 1,
            page: 2,
            values: [{ email: 'me@acme.com', is_primary: true, is_confirmed: confirmed, type: 'email' }],
          },
        },
      });
    await expect(readBitbucketAccount(answer(true), { withGroups: true })).resolves.toEqual({
      email: 'me@acme.com',
      emailVerified: true,
      groups: [],
    });
    await expect(readBitbucketAccount(answer(false), { withGroups: true })).resolves.toMatchObject({
      emailVerified: false,
    });
  });
});

describe('Facebook', () => {
  it('takes the address the Graph API gives, and has none when the field is left out', async () => {
    const read = (body: unknown) =>
      readFacebookAccount(api({ '/me?fields=email': { body } }), { withGroups: true });
    await expect(read({ id: '10', email: 'me@acme.com' })).resolves.toEqual({
      email: 'me@acme.com',
      emailVerified: true,
      groups: [],
    });
    await expect(read({ id: '10' })).resolves.toMatchObject({ emailVerified: false });
  });
});
