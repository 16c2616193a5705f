/**
 * Facebook: the Graph API's `GET /me?fields=email`. Facebook returns only a confirmed primary address and
 * leaves the field out otherwise, so an address given counts as verified. No groups.
 */
import { isRecord, type UserApiReader } from './user-api.ts';

export const readFacebookAccount: UserApiReader = async (api) => {
  const { body } = await api.get('/me?fields=email');
  const email = isRecord(body) ? body.email : undefined;
  return { email, emailVerified: typeof email === 'string', groups: [] };
};
