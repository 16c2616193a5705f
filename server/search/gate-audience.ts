import { compilePrivatePaths, decideAccess, type AccessUser } from '../../core/access/private-paths.ts';
import type { GateRules } from '../../core/server/manifest.ts';
import type { Audience } from './section-search.ts';

/** A reader's (or a visitor's, `undefined`) audience, or undefined when they may open nothing. */
export type AudienceOf = (user: AccessUser | undefined) => Audience | undefined;

/**
 * Readers as the server gate sees them: a reader may open exactly the routes whose pages the gate would send
 * them. A visitor on a `forceLogin` site may open nothing: no audience. Shared by every channel that answers
 * with content (search, markdown lists, assistants), so none can decide differently from the pages.
 */
export function audienceOfRules(gateRules: GateRules): AudienceOf {
  const { forceLogin, privatePaths } = gateRules;
  // The site gate compiled (and warned about) the same rules already.
  const rules = compilePrivatePaths(privatePaths, () => undefined);
  return (user) => {
    if (!user && forceLogin) return undefined;
    return {
      key: audienceKey(user),
      may: (route) => decideAccess({ path: route, forceLogin, rules, user }) === 'allowed',
    };
  };
}

/** Readers with the same groups, organisation and factor count may open the same routes (nothing else decides). */
function audienceKey(user: AccessUser | undefined): string {
  if (!user) return 'visitor';
  const groups = [...new Set(user.groups)].sort();
  return `reader ${JSON.stringify([user.organization ?? '', user.factors ?? 1, ...groups])}`;
}
