/**
 * A reader's privacy consent (`/consent/gdpr`): the levels they gave, each with when. `POST` adds levels,
 * `PUT` makes them exactly those given, `DELETE` takes some (`?consent_levels=`) or all (`?deleteAll=true`)
 * away. `none` says the reader declined everything and stands alone.
 */
import {
  analyticsAllowed,
  CONSENT_LEVELS,
  type ConsentLevel,
  type GdprConsentResult,
} from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';

export async function consentOf(
  service: Pick<IdentityService, 'storage'>,
  personId: string,
): Promise<GdprConsentResult> {
  const records = await service.storage.consents.list(personId);
  return {
    consents: records.map((record) => ({
      consent_level: record.level as ConsentLevel,
      created_at: new Date(record.createdAt).toISOString(),
    })),
  };
}

export function checkedLevels(levels: unknown): ConsentLevel[] {
  if (!Array.isArray(levels) || levels.some((level) => typeof level !== 'string'))
    throw Failures.invalidBody('consent_levels must be an array of consent levels');
  const unknown = levels.find((level) => !(CONSENT_LEVELS as readonly string[]).includes(level as string));
  if (unknown !== undefined) throw Failures.invalidBody(`consent levels are ${CONSENT_LEVELS.join(', ')}`);
  const unique = [...new Set(levels as ConsentLevel[])];
  if (unique.includes('none') && unique.length > 1)
    throw Failures.invalidBody('the consent level none cannot be given with other levels');
  return unique;
}

export async function changeConsent(
  service: IdentityService,
  personId: string,
  change: 'add' | 'replace',
  levels: ConsentLevel[],
): Promise<GdprConsentResult> {
  const { storage, clock } = service;
  const now = clock.now();
  await storage.transaction(async (trx) => {
    // Adding a level replaces an earlier "none"; adding "none" replaces every level.
    if (change === 'replace' || levels.includes('none')) await trx.consents.replace(personId, levels, now);
    else {
      await trx.consents.remove(personId, ['none']);
      await trx.consents.add(personId, levels, now);
    }
  });
  return consentOf(service, personId);
}

/** Whether analytics events about this person may be stored: their explicit choice decides, else the site. */
export async function analyticsConsented(
  service: Pick<IdentityService, 'config' | 'storage'>,
  personId: string | undefined,
): Promise<boolean> {
  const levels = personId ? (await service.storage.consents.list(personId)).map((r) => r.level) : [];
  return analyticsAllowed(levels.length > 0 ? levels : undefined, service.config.analyticsNeedConsent);
}
