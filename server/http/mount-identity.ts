import type { FastifyInstance } from 'fastify';
import { mailTextsError, siteMailTexts } from '../../core/identity/mail-overrides.ts';
import type { ServerManifest, ServerSignIn } from '../../core/server/manifest.ts';
import {
  createIdentity,
  identityOptionsFromEnv,
  openStorageFromEnv,
  reportSsoSetup,
  type Identity,
  type IdentityEnv,
  type IdentityObserver,
  type Logger,
  type StorageEnv,
} from '../identity/index.ts';

export interface MountedIdentity {
  identity: Identity;
  /** Closes the identity service and its storage; call after the HTTP server stopped taking requests. */
  close(): Promise<void>;
}

/** Where the identity API lives on the site's origin. */
export const IDENTITY_API_PREFIX = '/api';

/**
 * Mounts the identity API at `/api` and the dev mailbox at `/_dev/mailbox` on a site's server (`docgen serve`
 * and `docgen dev` alike), with the storage and mail the environment names. Its events, and what the dev
 * mailbox receives, go to `logger`.
 */
export async function mountIdentity(
  app: FastifyInstance,
  params: {
    site: Pick<ServerManifest, 'siteTitle' | 'productName' | 'locales' | 'mailTexts'> & {
      signIn: ServerSignIn;
    };
    publicUrl: string;
    env: IdentityEnv & StorageEnv;
    /** Where a relative `DOCGEN_DATA_DIR` (default `.docgen`) is resolved; default the working directory. */
    cwd?: string;
    logger: Logger;
    observer?: IdentityObserver;
  },
): Promise<MountedIdentity> {
  const { site, publicUrl, env, logger } = params;
  // Checked before anything opens: a wrong text must stop the server, not reach a reader.
  const mailTexts = siteMailTexts(site.mailTexts ?? {});
  if (mailTexts.problems.length > 0) throw new Error(mailTextsError(mailTexts.problems));
  const fromEnv = identityOptionsFromEnv(env, { publicUrl, siteTitle: site.siteTitle });
  reportSsoSetup(logger, fromEnv.ssoConnections ?? [], site.signIn.ssoButtons);
  const print = (text: string) => logger.info({}, text);
  const storage = await openStorageFromEnv(env, params.cwd, (error) =>
    logger.warn({ err: error }, 'a database connection broke; the next query opens a new one'),
  );
  let identity: Identity;
  try {
    identity = await createIdentity({
      storage,
      publicUrl,
      orgId: site.signIn.orgID,
      siteTitle: site.siteTitle,
      productName: site.productName,
      ...(site.locales ? { locales: site.locales } : {}),
      mailTexts: mailTexts.texts,
      registration: site.signIn.registration,
      enabledMethods: site.signIn.factors,
      ...(site.signIn.sdkURL ? { sdkUrl: site.signIn.sdkURL } : {}),
      analyticsNeedConsent: site.signIn.privacyConsent,
      anonymousPersons: site.signIn.anonymousReaders,
      ...(site.signIn.impersonationGroup ? { impersonationGroup: site.signIn.impersonationGroup } : {}),
      logger,
      ...(params.observer ? { observer: params.observer } : {}),
      ...fromEnv,
      mail: fromEnv.mail.kind === 'smtp' ? fromEnv.mail : { kind: 'dev', print },
      sms: fromEnv.sms?.kind === 'webhook' ? fromEnv.sms : { kind: 'dev', print },
    });
    await app.register(identity.apiPlugin, { prefix: IDENTITY_API_PREFIX });
    await app.register(identity.devMailboxPlugin);
  } catch (error) {
    await storage.close();
    throw error;
  }
  return {
    identity,
    close: async () => {
      await identity.close();
      await storage.close();
    },
  };
}
