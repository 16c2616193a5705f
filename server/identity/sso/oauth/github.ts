/**
 * GitHub (and GitHub Enterprise Server): the primary address of `GET /user/emails`, only when GitHub marks
 * it verified; groups are the reader's teams (`GET /user/teams`, scope `read:org`) named `org/team-slug`.
 * GitHub lists only the teams of organisations that let this OAuth app see them.
 */
import { isRecord, readPages, type UserApiAnswer, type UserApiReader } from './user-api.ts';

export const readGitHubAccount: UserApiReader = async (api, { withGroups }) => {
  const emails = await readPages(api, '/user/emails?per_page=100', githubPage);
  const primary = emails.find((entry) => entry.primary === true);
  const teams = withGroups ? await readPages(api, '/user/teams?per_page=100', githubPage) : [];
  return {
    email: primary?.email,
    emailVerified: primary?.verified === true,
    groups: teams.map(teamName).filter((name): name is string => name !== undefined),
  };
};

function githubPage({ body, headers }: UserApiAnswer) {
  return { items: Array.isArray(body) ? body : undefined, next: nextLink(headers.get('link')) };
}

/** The `rel="next"` URL of GitHub's `Link` header (RFC 8288: `<url>; rel="next", <url>; rel="last"`). */
function nextLink(header: string | null): string | undefined {
  for (const link of header?.split(',') ?? []) {
    const [target = '', ...params] = link.split(';').map((part) => part.trim());
    if (params.includes('rel="next"') && target.startsWith('<') && target.endsWith('>'))
      return target.slice(1, -1);
  }
  return undefined;
}

function teamName(team: Record<string, unknown>): string | undefined {
  const org = isRecord(team.organization) ? team.organization.login : undefined;
  return typeof org === 'string' && typeof team.slug === 'string' ? `${org}/${team.slug}` : undefined;
}
