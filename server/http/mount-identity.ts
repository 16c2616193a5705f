import type { FastifyInstance } from 'fastify';
import type { ServerManifest } from '../../core/server/manifest.ts';
import {
  createIdentity,
  identityOptionsFromEnv,
  openStorageFromEnv,
  type Identity,
} from '../identity/index.ts';
import { terminalLogger } from './terminal-logger.ts';

export interface MountedIdentity {
  identity: Identity;
  /** Closes the identity service and its storage; call after the HTTP server stopped taking requests. */
  close(): Promise<void>;
}

/** Where the identity API lives on the site's origin. */
export const IDENTITY_API_PREFIX = '/api';

/**
 * Mounts the identity API at `/api` and the dev mailbox at `/_dev/mailbox` on a site's server (`docgen serve`
 * and `docgen dev` alike), with the storage and mail the environment names.
 */
export async function mountIdentity(
  app: FastifyInstance,
  params: {
    site: Pick<ServerManifest, 'siteTitle' | 'productName' | 'signIn'>;
    publicUrl: string;
    env: NodeJS.ProcessEnv;
    /** Where a relative `DOCGEN_DATA_DIR` (default `.docgen`) is resolved; default the working directory. */
    cwd?: string;
  },
): Promise<MountedIdentity> {
  const { site, publicUrl, env } = params;
  const fromEnv = identityOptionsFromEnv(env, { publicUrl, siteTitle: site.siteTitle });
  const storage = await openStorageFromEnv(env, params.cwd);
  let identity: Identity;
  try {
    identity = await createIdentity({
      storage,
      publicUrl,
      orgId: site.signIn.orgID,
      siteTitle: site.siteTitle,
      productName: site.productName,
      registration: site.signIn.registration,
      enabledMethods: site.signIn.factors,
      logger: terminalLogger(),
      ...fromEnv,
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
