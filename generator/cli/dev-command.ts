import { resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { readServerEnv, type ServerEnv } from '../../server/env/server-env.ts';
import { openCommandLog, type Logger } from '../../server/log/open-log.ts';
import { startDevServer } from '../dev/dev-server.ts';

/**
 * `docgen dev`: runs until interrupted; content errors are shown, never fatal. Every line it prints goes through
 * its log: human lines on a terminal, JSON otherwise (see `openCommandLog`).
 */
export async function devCommand(options: { port: string; host: string; root: string }): Promise<number> {
  let logger: Logger;
  let env: ServerEnv;
  try {
    env = readServerEnv(process.env);
    logger = openCommandLog(env);
  } catch (error) {
    process.stderr.write(`docgen dev cannot start: ${(error as Error).message}\n`);
    return EXIT.content;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    logger.error({}, `Invalid port "${options.port}".`);
    return EXIT.usage;
  }
  const server = await startDevServer({ root: resolve(options.root), port, host: options.host, logger, env });
  logger.info({}, `docgen dev: http://${options.host}:${server.port}`);
  await new Promise<void>((done) => {
    const stop = () => void server.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
