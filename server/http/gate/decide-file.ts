/**
 * The server gate's decision for one file of the build: public files pass; any other file passes when the
 * reader may open at least one of the routes that govern it (core rules, the same as the client gate's).
 */
import {
  decideAccess,
  type AccessDecision,
  type AccessUser,
  type CompiledPrivatePath,
} from '../../../core/access/private-paths.ts';
import type { FileAccess } from '../../../core/server/governing-routes.ts';

export type FileDecision = AccessDecision | 'public';

export function decideFile(params: {
  access: FileAccess;
  forceLogin: boolean;
  rules: readonly CompiledPrivatePath[];
  user: AccessUser | undefined;
}): FileDecision {
  const { access, forceLogin, rules, user } = params;
  if (access.kind === 'public') return 'public';
  const decisions = access.routes.map((path) => decideAccess({ path, forceLogin, rules, user }));
  if (decisions.includes('allowed')) return 'allowed';
  return decisions.includes('forbidden') ? 'forbidden' : 'signInRequired';
}
