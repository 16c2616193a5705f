import { siteLocales } from '../../core/i18n/site-locales.ts';
import type { FastifyInstance } from 'fastify';
import { serverLocales, serverSignIn } from '../../core/server/manifest.ts';
import type { SignedInSiteConfig } from '../../core/config/schema.ts';
import { publicUrlFor } from '../../node/http/listen-address.ts';
import type { Logger } from '../../node/log/logger.ts';
import { openCommandLog } from '../../node/log/open-log.ts';
import { readServerEnv } from '../env/server-env.ts';
import { mailTextsError } from '../../core/identity/mail-overrides.ts';
import { readSiteMailTexts } from '../../node/i18n/read-site-mail-texts.ts';
import { answerFrameworkError } from '../http/framework-errors.ts';
import { mountIdentity } from '../http/mount-identity.ts';
import { MAX_HEADER_BYTES } from '../http/request-limits.ts';
import { logDevMailbox } from '../http/startup-notes.ts';
import { registerDevLlms } from './dev-llms.ts';
import { registerDevSearch } from './dev-search.ts';

/**
 * What `docgen dev` serves as `docgen serve` does, besides the site's pages: sign-in and search, on an app set up
 * like the server's. The generator may not import the server, so the CLI hands these to it (`generator/dev/`
 * describes what it needs as `DevServices`). Reads the environment now: a bad one fails before anything starts.
 */
export function devServices(environment: NodeJS.ProcessEnv = process.env) {
  const env = readServerEnv(environment);
  return {
    openLog: () => openCommandLog(env),
    appOptions: {
      // Room for the identity token of a reader in many groups in an `Authorization` header.
      http: { maxHeaderSize: MAX_HEADER_BYTES },
      frameworkErrors: answerFrameworkError,
    },
    /**
     * Writers preview a gated site, so `docgen dev` signs them in like `docgen serve` does (the dev mailbox
     * unless SMTP_URL is set, data under the site's `.docgen/`).
     */
    async mountSignIn(
      app: FastifyInstance,
      site: { root: string; config: SignedInSiteConfig; host: string; port: number; logger: Logger },
    ) {
      const { config, logger } = site;
      const publicUrl = publicUrlFor(env, site.host, site.port);
      const { files, problems } = await readSiteMailTexts(site.root, config.i18n.locales);
      if (problems.length > 0) throw new Error(mailTextsError(problems));
      const mounted = await mountIdentity(app, {
        site: {
          siteTitle: config.title,
          productName: config.productName,
          locales: serverLocales(siteLocales(config.i18n)),
          signIn: serverSignIn(config.signIn, siteLocales(config.i18n)),
          mailTexts: files,
        },
        publicUrl,
        env: { ...env, NODE_ENV: 'development' },
        cwd: site.root,
        logger,
      });
      logDevMailbox(logger, mounted.identity.devMailboxHolds, publicUrl, env);
      return mounted;
    },
    mountSearch: registerDevSearch,
    mountLlms: registerDevLlms,
  };
}
