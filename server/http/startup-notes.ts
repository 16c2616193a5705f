import type { ServerEnv } from '../env/server-env.ts';
import type { Logger } from '../identity/index.ts';

/** What the dev mailbox receives instead of a real transport (see `Identity.devMailboxHolds`). */
export interface DevMailboxHolds {
  mail: boolean;
  sms: boolean;
}

/**
 * Where the dev mailbox is and what lands in it; nothing when every message is really sent. Only an address
 * that answers is announced: behind a proxy (`TRUST_PROXY`) the mailbox answers nobody, so the line says where
 * the messages are instead (this log) and how to send them for real.
 */
export function logDevMailbox(
  log: Logger,
  holds: DevMailboxHolds,
  publicUrl: string,
  env: Pick<ServerEnv, 'TRUST_PROXY'>,
): void {
  const what =
    holds.mail && holds.sms
      ? 'Sign-in e-mails and text messages'
      : holds.mail
        ? 'Sign-in e-mails'
        : holds.sms
          ? 'Text messages'
          : undefined;
  if (!what) return;
  if (env.TRUST_PROXY) {
    const transports = [holds.mail ? 'SMTP_URL' : '', holds.sms ? 'SMS_WEBHOOK_URL' : '']
      .filter(Boolean)
      .join(' and ');
    log.info(
      {},
      `${what} are printed in this log only: the dev mailbox is never served behind a proxy (TRUST_PROXY). ` +
        `Set ${transports} to send them.`,
    );
    return;
  }
  log.info({}, `${what} go to the dev mailbox at ${publicUrl}/_dev/mailbox.`);
}

/**
 * What `NODE_ENV=production` would refuse or switch off, one warning each, so an operator learns it before
 * deploying rather than from a server that does not start.
 */
export function logProductionGaps(
  log: Logger,
  holds: DevMailboxHolds,
  env: Pick<ServerEnv, 'DOCGEN_SECRET_KEY'>,
): void {
  if (holds.mail) log.warn({}, 'SMTP_URL is not set: sign-in e-mails are not sent (required in production).');
  if (holds.sms)
    log.warn({}, 'SMS_WEBHOOK_URL is not set: text messages are not sent (no SMS sign-in in production).');
  if (!env.DOCGEN_SECRET_KEY) {
    log.warn(
      {},
      'DOCGEN_SECRET_KEY is not set: secrets are sealed under a key in the database (required in production).',
    );
  }
}
