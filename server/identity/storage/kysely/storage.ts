import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { IdentityStorage, StorageDialect } from '../types.ts';
import { analyticsEventsRepo } from './analytics.ts';
import { flowsRepo } from './flows.ts';
import { outboxRepo } from './outbox.ts';
import { organizationsRepo, personsRepo } from './persons.ts';
import { rateLimitsRepo } from './rate-limits.ts';
import { revocationsRepo } from './revocations.ts';
import { settingsRepo, signingKeysRepo } from './settings.ts';
import { smsMessagesRepo } from './sms-messages.ts';
import { totpRepo } from './totp.ts';
import { webauthnRepo } from './webauthn.ts';
import { passwordsRepo } from './passwords.ts';
import { inTransaction } from './in-transaction.ts';
import {
  anonymousPersonsRepo,
  attributesRepo,
  consentsRepo,
  flowExtrasRepo,
  impersonationsRepo,
  membershipsRepo,
} from './account.ts';

/** The storage interface over a migrated Kysely database; the dialect only matters to the opener. */
export function kyselyStorage(
  db: Kysely<IdentityDatabase>,
  info: { dialect: StorageDialect; location: string },
): IdentityStorage {
  return {
    dialect: info.dialect,
    location: info.location,
    settings: settingsRepo(db),
    signingKeys: signingKeysRepo(db),
    organizations: organizationsRepo(db),
    persons: personsRepo(db),
    flows: flowsRepo(db),
    revocations: revocationsRepo(db),
    rateLimits: rateLimitsRepo(db),
    outbox: outboxRepo(db),
    analytics: analyticsEventsRepo(db),
    smsMessages: smsMessagesRepo(db),
    totp: totpRepo(db),
    webauthn: webauthnRepo(db),
    passwords: passwordsRepo(db),
    memberships: membershipsRepo(db),
    attributes: attributesRepo(db),
    consents: consentsRepo(db),
    anonymousPersons: anonymousPersonsRepo(db),
    flowExtras: flowExtrasRepo(db),
    impersonations: impersonationsRepo(db),
    transaction: (work) => inTransaction(db, (trx) => work(kyselyStorage(trx, info))),
    close: () => db.destroy(),
  };
}
