import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { EXIT } from '../core/errors/exit-codes.ts';
import { readBuildManifest } from './http/build-manifest.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { concretePort, publicUrlFor } from './http/listen-address.ts';
import { mountIdentity } from './http/mount-identity.ts';
import { registerSiteGate } from './http/gate/site-gate.ts';
import { logEachRequest, openRequestLog } from './http/request-log.ts';
import { sessionSettingsFromEnv } from './http/session/session-cookie.ts';
import { registerSessionRoutes } from './http/session/session-routes.ts';
import { registerSessions } from './http/session/sessions.ts';
import { logDevMailbox, logProductionGaps } from './http/startup-notes.ts';
import { openCommandLog, type Logger } from './log/open-log.ts';
import { readServerEnv, type ServerEnv } from './env/server-env.ts';
import { gateAudience } from './search/gate-audience.ts';
import { readSearchIndex } from './search/read-search-index.ts';
import { registerSearchRoute } from './search/search-route.ts';

export interface ServeOptions {
  dir: string;
  port: string;
  host: string;
}

interface RunningSite {
  address: string;
  close(): Promise<void>;
}

/**
 * `docgen serve`: the built site and the identity API (`/api`) on one origin, until SIGINT/SIGTERM, when
 * in-flight requests finish before the storage closes. Settings come from the environment. Every line it prints
 * goes through its log: human lines on a terminal, JSON otherwise (see `openCommandLog`).
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
    });
  } catch (error) {
    log.error({}, `docgen serve cannot start: ${(error as Error).message}`);
    return EXIT.content;
  }
  // Last of the start-up lines: what the eye (or a script waiting for the server) looks for.
  log.info({}, `docgen serve: ${dir} at ${running.address}`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await running.close();
  return EXIT.ok;
}

async function startSite(params: {
  dir: string;
  host: string;
  port: number;
  env: ServerEnv;
  log: Logger;
}): Promise<RunningSite> {
  const site = await readBuildManifest(params.dir);
  const search = readSearchIndex(params.dir);
  const publicUrl = publicUrlFor(params.env, params.host, params.port);
  const requestLog = openRequestLog(params.env);
  // Fastify's own lines are its warnings and errors: its info lines ("Server listening at …") repeat ours.
  const fastifyLog: FastifyBaseLogger = params.log.child({}, { level: 'warn' });
  // Client addresses (rate limits) come from the identity service, which honours X-Forwarded-For only with
  // TRUST_PROXY; the site itself decides nothing on them.
  const app = Fastify({
    loggerInstance: fastifyLog,
    // Requests are logged by `logEachRequest` without `request.log`, so no child logger per request.
    childLoggerFactory: (logger) => logger,
    // Its request lines would log the full URL, query included; `logEachRequest` writes one line without it.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerFrameworkError,
  });
  // Off means off: not even a hook that would log to nowhere on every request.
  if (requestLog) logEachRequest(app, requestLog);
  const mounted = await mountIdentity(app, { site, publicUrl, env: params.env, logger: params.log });
  const close = async () => {
    await app.close();
    await mounted.close();
    search.close();
  };
  try {
    app.get('/healthz', async () => ({ status: 'ok' }));
    const settings = sessionSettingsFromEnv(params.env, publicUrl);
    const sessions = await registerSessions(app, {
      identity: mounted.identity,
      orgId: site.signIn.orgID,
      settings,
    });
    await registerSessionRoutes(app, { sessions, origin: new URL(publicUrl).origin });
    await registerSearchRoute(app, {
      search: async () => search,
      audience: gateAudience({ signIn: site.signIn, sessions }),
      trustProxy: params.env.TRUST_PROXY ?? false,
    });
    await registerSiteGate(app, { dir: params.dir, manifest: site, sessions, https: settings.secure });
    const address = await app.listen({ port: params.port, host: params.host });
    logProductionGaps(params.log, mounted.identity.devMailboxHolds, params.env);
    logDevMailbox(params.log, mounted.identity.devMailboxHolds, publicUrl);
    return { address, close };
  } catch (error) {
    await close();
    throw error;
  }
}
