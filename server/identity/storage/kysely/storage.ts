import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { ConnectionUse, IdentityStorage, StorageDialect } from '../types.ts';
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
import { samlAssertionsRepo } from './saml-assertions.ts';
import { ssoSignOutsRepo } from './sso-sign-outs.ts';
import { inTransaction } from './in-transaction.ts';
import { probeDatabase } from './probe.ts';
import { anonymousPersonsRepo } from './anonymous-persons.ts';
import { attributesRepo } from './attributes.ts';
import { consentsRepo } from './consents.ts';
import { flowExtrasRepo } from './flow-extras.ts';
import { impersonationsRepo } from './impersonations.ts';
import { membershipsRepo } from './memberships.ts';
import { assistantAuditRepo } from './assistant-audit.ts';
import { assistantClientsRepo } from './assistant-clients.ts';
import { assistantGrantsRepo } from './assistant-grants.ts';
import { assistantSecretsRepo } from './assistant-secrets.ts';

/** The storage interface over a migrated Kysely database; the dialect only matters to the opener. */
export function kyselyStorage(
  db: Kysely<IdentityDatabase>,
  info: {
    dialect: StorageDialect;
    location: string;
    /** A check before the database's own (SQLite: the file is still there). */
    precheck?: () => string | undefined;
    connections?: () => ConnectionUse;
  },
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
    samlAssertions: samlAssertionsRepo(db),
    ssoSignOuts: ssoSignOutsRepo(db),
    memberships: membershipsRepo(db),
    attributes: attributesRepo(db),
    consents: consentsRepo(db),
    anonymousPersons: anonymousPersonsRepo(db),
    flowExtras: flowExtrasRepo(db),
    impersonations: impersonationsRepo(db),
    assistantClients: assistantClientsRepo(db),
    assistantGrants: assistantGrantsRepo(db),
    assistantSecrets: assistantSecretsRepo(db),
    assistantAudit: assistantAuditRepo(db),
    transaction: (work) => inTransaction(db, (trx) => work(kyselyStorage(trx, info))),
    probe: async () => info.precheck?.() ?? probeDatabase(db as Kysely<unknown>),
    connections: () => info.connections?.(),
    close: () => db.destroy(),
  };
}
