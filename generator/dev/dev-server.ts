import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SignedInSiteConfig } from '../../core/config/schema.ts';
import { loadSiteConfig } from '../../node/config/load-site-config.ts';
import { DOCGEN_ROOT, PACKAGED } from '../../node/docgen-dirs.ts';
import { concretePort } from '../../node/http/listen-address.ts';
import { registerStaticSite } from '../../node/http/static-site.ts';
import type { Logger } from '../../node/log/logger.ts';
import { createDevLoop } from './dev-loop.ts';
import { registerEventStream } from './event-stream.ts';
import { registerDevClient } from './inject-dev-client.ts';
import { buildsCurrentDocs, unbuiltDocsNote } from './unbuilt-docs.ts';
import { watchSite } from './watch-site.ts';
import { BuilderThreadClient } from './builder-thread-client.ts';

/**
 * What `docgen dev` serves as `docgen serve` does: sign-in and search, on an app set up like the server's. The
 * server implements them (`server/dev/dev-services.ts`); the generator may not import it, so the CLI hands them in.
 */
export interface DevServices {
  appOptions: Pick<FastifyServerOptions, 'frameworkErrors'> & { http: { maxHeaderSize: number } };
  mountSignIn(
    app: FastifyInstance,
    site: { root: string; config: SignedInSiteConfig; host: string; port: number; logger: Logger },
  ): Promise<{ close(): Promise<void> }>;
  /** Search in the index the builder thread last wrote under `outDir`. */
  mountSearch(app: FastifyInstance, outDir: string): Promise<void>;
  /** `/llms.txt` and `/llms-full.txt` of the build the builder thread last wrote under `outDir`. */
  mountLlms(app: FastifyInstance, outDir: string): void;
}

export interface DevServerParams {
  root: string;
  /** The one locale it builds (`docgen dev --locale de`); absent: the default locale. */
  locale?: string;
  port: number;
  host: string;
  /** Where build reports, sign-in events and the dev mailbox go (the command's log). */
  logger: Logger;
  services: DevServices;
  /**
   * Rebuild and reload when docgen's own theme/ or client/ change (default true). Tests that only edit content
   * turn it off, so work on docgen itself cannot interfere with them.
   */
  watchCode?: boolean;
}

export interface DevServer {
  port: number;
  /** Resolves when no rebuild is running or waiting (tests, benchmarks). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Where `docgen dev` writes the site it serves. */
const DEV_OUT_DIR = join('.docgen', 'dev');

/**
 * `docgen dev`: a full build into `.docgen/dev`, served with the same static handler as `docgen serve`, plus live
 * updates: chokidar sees a save, only that page (and what lists it) is redone on the builder thread, and the open
 * tabs are told over server-sent events. Content errors are shown, never fatal.
 */
export async function startDevServer(params: DevServerParams): Promise<DevServer> {
  const log = (text: string) => params.logger.info({}, text);
  const outDir = join(params.root, DEV_OUT_DIR);
  const builder = new BuilderThreadClient({ root: params.root, outDir, log, locale: params.locale });
  const app = Fastify({ ...params.services.appOptions, logger: false, forceCloseConnections: true });
  const events = registerEventStream(app);
  const loop = createDevLoop({ builder, events, log });
  let identity: { close(): Promise<void> } | undefined;
  let watching: ReturnType<typeof watchSite> | undefined;
  try {
    const port = await concretePort(params.port, params.host);
    // The first build runs on the builder thread while this one starts the watcher and sign-in; a save meanwhile
    // waits for the build.
    const building = loop.start();
    let unbuiltTold = false;
    watching = watchSite({
      root: params.root,
      docgenRoot: DOCGEN_ROOT,
      styles: await siteStyles(params.root),
      // An installed docgen's code never changes while it runs.
      watchCode: params.watchCode ?? !PACKAGED,
      onChange: (change) => {
        // The configuration may name other stylesheets now.
        if (change.kind === 'site')
          void Promise.all([watching, siteStyles(params.root)]).then(([watcher, styles]) =>
            watcher?.watchStyles(styles),
          );
        if (change.kind !== 'unbuilt') return loop.change(change);
        void buildsCurrentDocs(params.root).then(async (built) => {
          if (built) return loop.change(change.asBuilt);
          if (!unbuiltTold) log(await unbuiltDocsNote(params.root));
          unbuiltTold = true;
        });
      },
    });
    identity = await mountDevIdentity(app, { ...params, port });
    const watcher = await watching;
    if (!(await building).ok) await writePlaceholders(outDir);
    registerDevClient(app);
    await params.services.mountSearch(app, outDir);
    params.services.mountLlms(app, outDir);
    await registerStaticSite(app, { dir: outDir });
    await app.listen({ port, host: params.host });
    return {
      port,
      idle: loop.idle,
      async close() {
        loop.close();
        events.close();
        await watcher.close();
        await builder.close();
        await app.close();
        await identity?.close();
      },
    };
  } catch (error) {
    await (await watching?.catch(() => undefined))?.close();
    await builder.close();
    await app.close();
    await identity?.close();
    throw error;
  }
}

/** The stylesheets the site's configuration names (none while it does not load). */
async function siteStyles(root: string): Promise<readonly string[]> {
  const loaded = await loadSiteConfig(root, true);
  return loaded.ok ? loaded.config.theme.customCss : [];
}

/**
 * Sign-in as `docgen serve` has it. A config that does not load yet leaves sign-in off until the next start; the
 * dev loop already shows why.
 */
async function mountDevIdentity(
  app: FastifyInstance,
  params: DevServerParams & { port: number },
): Promise<{ close(): Promise<void> } | undefined> {
  const loaded = await loadSiteConfig(params.root);
  if (!loaded.ok) return undefined;
  const { config } = loaded;
  // A public site has no sign-in to preview.
  if (!config.signIn) return undefined;
  const { root, host, port, logger } = params;
  return params.services.mountSignIn(app, {
    root,
    config: { ...config, signIn: config.signIn },
    host,
    port,
    logger,
  });
}

/**
 * When the first build fails there is nothing to serve: a page that says so, so the tab still gets the dev
 * client, shows the errors and reloads once the site builds.
 */
async function writePlaceholders(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docgen dev</title></head>' +
    '<body><p>The site does not build yet; the errors are in the terminal.</p></body></html>';
  for (const file of ['index.html', '404.html']) {
    if (!existsSync(join(outDir, file))) await writeFile(join(outDir, file), html);
  }
}
