import type { FastifyReply, FastifyRequest } from 'fastify';
import { compilePrivatePaths, decideAccess, type AccessUser } from '../../core/access/private-paths.ts';
import type { GateRules } from '../../core/server/manifest.ts';
import type { Sessions } from '../http/session/sessions.ts';
import type { Audience } from './section-search.ts';

/**
 * Who is searching, as the server gate sees them: the session's reader (or a visitor), who may open exactly the
 * routes whose pages the gate would send them. A visitor on a `forceLogin` site may open nothing: no audience.
 */
export function gateAudience(params: { rules: GateRules; sessions: Sessions }) {
  const { forceLogin, privatePaths } = params.rules;
  // The site gate compiled (and warned about) the same rules already.
  const rules = compilePrivatePaths(privatePaths, () => undefined);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Audience | undefined> => {
    const user: AccessUser | undefined = await params.sessions.read(request, reply);
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
