import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { gateRulesOf, type ServerManifest, type ServerSignIn } from '../core/server/manifest.ts';
import { EXIT } from '../core/errors/exit-codes.ts';
import { readBuildManifest } from './http/build-manifest.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { acceptJsonBodies, MAX_HEADER_BYTES } from './http/request-limits.ts';
import { concretePort, publicUrlFor } from '../node/http/listen-address.ts';
import { mountIdentity } from './http/mount-identity.ts';
import { liveBuild, type LiveBuild } from './http/live-build.ts';
import { registerReadiness } from './http/readiness.ts';
import { observeRequests, openRequestLog } from './http/request-log.ts';
import { loadSiteBuild } from './http/site-build.ts';
import { registerSiteRoute } from '../node/http/site-route.ts';
import { registerLlmsRoutes } from './ai/llms-route.ts';
import { sessionSettingsFromEnv } from './http/session/session-cookie.ts';
import { registerSessionRoutes } from './http/session/session-routes.ts';
import { groupsNamedBy, NO_SESSIONS, registerSessions, type Sessions } from './http/session/sessions.ts';
import { logDevMailbox, logProductionGaps } from './http/startup-notes.ts';
import { openCommandLog, type Logger } from '../node/log/open-log.ts';
import { readServerEnv, type ServerEnv } from './env/server-env.ts';
import { listenForMetrics, metricsWanted, registerMetricsRoute } from './metrics/metrics-endpoint.ts';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics.ts';
import { registerSearchRoute } from './search/search-route.ts';
import { registerAssistants } from './assistants/register-assistants.ts';
import { buildLibrary } from './mcp/build-library.ts';
import type { Identity } from './identity/index.ts';

export interface ServeOptions {
  dir: string;
  port: string;
  host: string;
  /** Take up a new build when the build folder is replaced by a rename (besides SIGHUP). */
  watchBuild?: boolean;
}

interface RunningSite {
  address: string;
  reload(trigger: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * `docgen serve`: the built site and the identity API (`/api`) on one origin, until SIGINT/SIGTERM, when
 * in-flight requests finish before the storage closes. SIGHUP (and with `--watch-build` a rename of the build
 * folder) takes up a new build without a restart (`http/live-build.ts`). Settings come from the environment.
 * Every line it prints goes through its log: human lines on a terminal, JSON otherwise (see `openCommandLog`).
 */
export async function serveCommand(options: ServeOptions, processEnv = process.env): Promise<number> {
  let log: Logger;
  let env: ServerEnv;
  try {
    env = readServerEnv(processEnv);
    log = openCommandLog(env);
  } catch (error) {
    process.stderr.write(`docgen serve cannot start: ${(error as Error).message}\n`);
    return EXIT.content;
  }
  const dir = resolve(options.dir);
  if (!existsSync(resolve(dir, 'index.html'))) {
    log.error({}, `No built site in ${dir}. Run \`docgen build\` first.`);
    return EXIT.content;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    log.error({}, `Invalid port "${options.port}".`);
    return EXIT.usage;
  }
  let running: RunningSite;
  try {
    running = await startSite({
      dir,
      host: options.host,
      port: await concretePort(port, options.host),
      env,
      log,
      watchBuild: options.watchBuild === true,
    });
  } catch (error) {
    log.error({}, `docgen serve cannot start: ${(error as Error).message}`);
    return EXIT.content;
  }
  const reload = () => void running.reload('SIGHUP');
  process.on('SIGHUP', reload);
  // Last of the start-up lines: what the eye (or a script waiting for the server) looks for.
  log.info({}, `docgen serve: ${dir} at ${running.address}`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  process.off('SIGHUP', reload);
  await running.close();
  return EXIT.ok;
}

/** Who reads the site: the identity service and the readers' sessions, or nobody in particular (a public site). */
interface Readers {
  sessions: Sessions;
  /** The identity service, when the site has sign-in (then readers' assistants may connect). */
  identity?: Identity;
  /** What keeps the database from serving (readiness), or undefined. */
  probe(): Promise<string | undefined>;
  /** The start-up lines about what production still lacks and where the dev mailbox is. */
  logNotes(): void;
  close(): Promise<void>;
}

/** A public site: no identity service, no database, no sessions; the gate lets every request through. */
const PUBLIC_SITE: Readers = {
  sessions: NO_SESSIONS,
  probe: async () => undefined,
  logNotes: () => undefined,
  close: async () => undefined,
};

/** The identity API at `/api`, and the server sessions readers open with its tokens (`/_docgen/session`). */
async function startReaders(
  app: FastifyInstance,
  params: {
    signIn: ServerSignIn;
    site: ServerManifest;
    publicUrl: string;
    env: ServerEnv;
    log: Logger;
    metrics: ServerMetrics | undefined;
    gateGroups: () => ReadonlySet<string>;
  },
): Promise<Readers> {
  const { env, log, metrics, publicUrl } = params;
  const mounted = await mountIdentity(app, {
    site: { ...params.site, signIn: params.signIn },
    publicUrl,
    env,
    logger: log,
    ...(metrics ? { observer: metrics.observer } : {}),
  });
  const { identity } = mounted;
  try {
    metrics?.readFrom({ storage: identity.service.storage, revocationLagMs: identity.revocationLagMs });
    const sessions = await registerSessions(app, {
      identity,
      orgId: params.signIn.orgID,
      settings: sessionSettingsFromEnv(env, publicUrl),
      gateGroups: params.gateGroups,
      ...(metrics ? { onCheck: metrics.sessionCheck } : {}),
    });
    await registerSessionRoutes(app, { sessions, origin: new URL(publicUrl).origin });
    return {
      sessions,
      identity,
      probe: () => identity.service.storage.probe(),
      logNotes: () => {
        logProductionGaps(log, identity.devMailboxHolds, env);
        logDevMailbox(log, identity.devMailboxHolds, publicUrl, env);
      },
      close: mounted.close,
    };
  } catch (error) {
    await mounted.close();
    throw error;
  }
}

async function startSite(params: {
  dir: string;
  host: string;
  port: number;
  env: ServerEnv;
  log: Logger;
  watchBuild: boolean;
}): Promise<RunningSite> {
  const { env, log } = params;
  // The identity service is started from the first build's manifest; later builds must agree with it.
  const manifest = await readBuildManifest(params.dir);
  const publicUrl = publicUrlFor(env, params.host, params.port);
  const metrics = metricsWanted(env) ? createServerMetrics() : undefined;
  // Fastify's own lines are its warnings and errors: its info lines ("Server listening at …") repeat ours.
  const fastifyLog: FastifyBaseLogger = log.child({}, { level: 'warn' });
  // Client addresses (rate limits) come from the identity service, which honours X-Forwarded-For only with
  // TRUST_PROXY; the site itself decides nothing on them.
  const app = Fastify({
    // Room for the identity token of a reader in many groups in an `Authorization` header.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    loggerInstance: fastifyLog,
    // Requests are logged by `observeRequests` without `request.log`, so no child logger per request.
    childLoggerFactory: (logger) => logger,
    // Its request lines would log the full URL, query included; `observeRequests` writes one line without it.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerFrameworkError,
  });
  // Every JSON body the server takes (`/_docgen/session`, the identity API's own) has the same limits.
  acceptJsonBodies(app);
  const requestLog = openRequestLog(env);
  observeRequests(app, { log: requestLog, metrics, trustProxy: env.TRUST_PROXY ?? false });
  const settings = sessionSettingsFromEnv(env, publicUrl);
  let builds: LiveBuild | undefined;
  const readers = manifest.signIn
    ? await startReaders(app, {
        signIn: manifest.signIn,
        site: manifest,
        publicUrl,
        env,
        log,
        metrics,
        gateGroups: () => groupsNamedBy(gateRulesOf(builds?.current().manifest ?? manifest).privatePaths),
      })
    : PUBLIC_SITE;
  let stopWatching = () => {};
  let metricsListener: Awaited<ReturnType<typeof listenForMetrics>>;
  const close = async () => {
    stopWatching();
    await metricsListener?.close();
    await app.close();
    await requestLog?.close();
    await readers.close();
    builds?.current().close();
  };
  try {
    app.get('/healthz', async () => ({ status: 'ok' }));
    const { sessions } = readers;
    const load = (path: string) => loadSiteBuild(path, { sessions, https: settings.secure, log });
    const live = liveBuild({
      path: params.dir,
      initial: await load(params.dir),
      load,
      log,
      ...(metrics ? { onSwap: metrics.buildSwap } : {}),
    });
    builds = live;
    registerReadiness(app, { database: readers.probe, build: () => live.current().problem() }, log);
    if (metrics) registerMetricsRoute(app, metrics, env);
    await registerSearchRoute(app, {
      current: () => live.current().searchable,
      trustProxy: env.TRUST_PROXY ?? false,
      ...(metrics ? { onLimited: () => metrics.limitRefused('searchesPerIp') } : {}),
    });
    if (readers.identity)
      await registerAssistants(app, {
        identity: readers.identity,
        sessions,
        publicUrl: readers.identity.service.config.publicUrl,
        siteTitle: manifest.siteTitle,
        signInPath: gateRulesOf(manifest).privateRedirectPath,
        trustProxy: env.TRUST_PROXY ?? false,
        enabled: () => live.current().manifest.ai.mcp,
        libraryFor: (grant) => buildLibrary(live.current(), grant),
        ...(metrics ? { onToolCall: metrics.toolCall, onLimited: metrics.limitRefused } : {}),
      });
    registerLlmsRoutes(app, () => {
      const build = live.current();
      const { headers } = build.served;
      return {
        ai: build.manifest.ai,
        pages: build.pages,
        audience: build.searchable.audience,
        ...(headers ? { headers } : {}),
      };
    });
    registerSiteRoute(app, { current: () => live.current().served, negotiatesEncoding: true });
    const address = await app.listen({ port: params.port, host: params.host });
    if (metrics) metricsListener = await listenForMetrics(metrics, env);
    if (params.watchBuild) stopWatching = live.watch();
    readers.logNotes();
    if (metricsListener) log.info({}, `metrics at ${metricsListener.address}`);
    return { address, reload: live.reload, close };
  } catch (error) {
    await close();
    throw error;
  }
}
