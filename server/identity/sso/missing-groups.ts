/**
 * A provider set up to decide groups (a groups claim or attribute) that sends none usually lacks a scope or a
 * claim setting at its end, and every reader then loses their groups without a word. The first time that
 * happens for a provider, the log says so and what to check (once per provider and process; no reader named).
 */
import type { IdentityService } from '../service.ts';
import type { SsoConnection } from './connections.ts';

const warned = new WeakSet<SsoConnection>();

export function warnOnceIfNoGroups(
  service: Pick<IdentityService, 'logger'>,
  connection: SsoConnection,
  sent: boolean,
): void {
  const { claim } = connection.groups;
  if (sent || claim === null || warned.has(connection)) return;
  warned.add(connection);
  const fix =
    connection.method === 'oidc'
      ? `ask for the scope that releases it ("scopes": [..., "groups"]) or name the claim with groups_claim_name`
      : `release the attribute to docgen or name it with groups_attribute`;
  const off = connection.method === 'oidc' ? '"groups_claim_name": null' : '"groups_attribute": null';
  service.logger.warn(
    { method: connection.method, provider: connection.key },
    `single sign-on provider ${connection.method} "${connection.key}" sent no "${claim}" for a reader, who now has no groups from it; if its readers have groups, ${fix}; with ${off} docgen users decides their groups instead (said once per provider)`,
  );
}
