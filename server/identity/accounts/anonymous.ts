/**
 * Anonymous readers (`POST /persons/anonymous`), only where the site turns them on: a person with no handle
 * and no factor, whose token (`person_type: anonymous`) keeps attributes and consent. It never opens a
 * private page (the server session and the client gate take regular readers only), cannot step up, and
 * signing in upgrades it (`flows/extras.ts`). Each client address may create a bounded number (route limit
 * `anonymousPerIp`), and maintenance deletes them after 30 days.
 */
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';

const REGION = /^[a-z]{2}(-[a-z0-9]{1,8})?$/;

export async function createAnonymousToken(
  service: Pick<IdentityService, 'clock' | 'config' | 'organizations' | 'storage' | 'tokens'>,
  orgId: string | undefined,
  body: unknown,
): Promise<string> {
  const { config, storage, clock, tokens } = service;
  if (!config.anonymousPersons) throw Failures.anonymousDisabled();
  if (!orgId) throw Failures.missingOrganization();
  if (!(await service.organizations.serves(orgId))) throw Failures.unknownOrganization();
  const region = (body as { region?: unknown } | undefined)?.region;
  if (region !== undefined && (typeof region !== 'string' || !REGION.test(region)))
    throw Failures.invalidBody('region must be a region code such as "eu" or "us-east"');
  const personId = await storage.anonymousPersons.create({
    orgId,
    region: region ?? 'local',
    now: clock.now(),
  });
  const { token } = await tokens.issue({
    person_id: personId,
    oid: orgId,
    authenticated_methods: [],
    authentications: [],
    first_token: true,
    person_type: 'anonymous',
    groups: [],
    roles: [],
  });
  return token;
}
