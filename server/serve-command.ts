import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { EXIT } from '../core/errors/exit-codes.ts';
import { readBuildManifest } from './http/build-manifest.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { concretePort, publicUrlFor } from './http/listen-address.ts';
import { mountIdentity } from './http/mount-identity.ts';
import { registerSiteGate } from './http/gate/site-gate.ts';
import { logEachRequest, requestLogger } from './http/request-log.ts';
import { sessionSettingsFromEnv } from './http/session/session-cookie.ts';
import { registerSessionRoutes } from './http/session/session-routes.ts';
import { registerSessions } from './http/session/sessions.ts';

export interface ServeOptions {
  dir: string;
  port: string;
  host: string;
}

interface RunningSite {
  address: string;
  publicUrl: string;
  /** What the dev mailbox receives, as the start-up line says it; undefined when it is not in use. */
  devMailbox?: string;
  close(): Promise<void>;
}

/**
 * `docgen serve`: the built site and the identity API (`/api`) on one origin, until SIGINT/SIGTERM, when
 * in-flight requests finish before the storage closes. Settings come from the environment.
 */
export async function serveCommand(options: ServeOptions, env = process.env): Promise<number> {
  const dir = resolve(options.dir);
  if (!existsSync(resolve(dir, 'index.html'))) {
    process.stderr.write(`No built site in ${dir}. Run \`docgen build\` first.\n`);
    return EXIT.content;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    process.stderr.write(`Invalid port "${options.port}".\n`);
    return EXIT.usage;
  }
  let running: RunningSite;
  try {
    running = await startSite({ dir, host: options.host, port: await concretePort(port, options.host), env });
  } catch (error) {
    process.stderr.write(`docgen serve cannot start: ${(error as Error).message}\n`);
    return EXIT.content;
  }
  process.stderr.write(`docgen serve: ${dir} at ${running.address}\n`);
  if (running.devMailbox) {
    process.stderr.write(`${running.devMailbox} the dev mailbox at ${running.publicUrl}/_dev/mailbox.\n`);
  }
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
  env: NodeJS.ProcessEnv;
}): Promise<RunningSite> {
  const site = await readBuildManifest(params.dir);
  const publicUrl = publicUrlFor(params.env, params.host, params.port);
  // Client addresses (rate limits) come from the identity service, which honours X-Forwarded-For only with
  // TRUST_PROXY; the site itself decides nothing on them.
  const logger = requestLogger(params.env);
  const app = Fastify({ logger, disableRequestLogging: true, frameworkErrors: answerFrameworkError });
  // Off means off: not even a hook that would log to nowhere on every request.
  if (logger) logEachRequest(app);
  const mounted = await mountIdentity(app, { site, publicUrl, env: params.env });
  const close = async () => {
    await app.close();
    await mounted.close();
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
    await registerSiteGate(app, { dir: params.dir, manifest: site, sessions, https: settings.secure });
    const address = await app.listen({ port: params.port, host: params.host });
    const devMailbox = devMailboxLine(mounted.identity.devMailboxHolds);
    return { address, publicUrl, ...(devMailbox ? { devMailbox } : {}), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The start-up line's first half for what the dev mailbox holds, naming the variable that sends it for real. */
function devMailboxLine(holds: { mail: boolean; sms: boolean }): string | undefined {
  if (holds.mail && holds.sms)
    return 'Sign-in e-mails and text messages (set SMTP_URL and SMS_WEBHOOK_URL to send them) go to';
  if (holds.mail) return 'Sign-in e-mails (set SMTP_URL to send them) go to';
  if (holds.sms) return 'E-mail goes through SMTP; text messages (set SMS_WEBHOOK_URL to send them) go to';
  return undefined;
}
