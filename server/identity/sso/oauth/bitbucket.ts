/** Bitbucket Cloud: the primary address of `GET /user/emails`, only when Bitbucket marks it confirmed; no groups. */
import { readPages, type UserApiAnswer, type UserApiReader } from './user-api.ts';

export const readBitbucketAccount: UserApiReader = async (api) => {
  const emails = await readPages(api, '/user/emails', bitbucketPage);
  const primary = emails.find((entry) => entry.is_primary === true);
  return { email: primary?.email, emailVerified: primary?.is_confirmed === true, groups: [] };
};

/** Bitbucket's paged list: `{values: [...], next?: url}`. */
function bitbucketPage({ body }: UserApiAnswer) {
  const page = body as { values?: unknown; next?: unknown } | null;
  return {
    items: Array.isArray(page?.values) ? page.values : undefined,
    next: typeof page?.next === 'string' ? page.next : undefined,
  };
}
