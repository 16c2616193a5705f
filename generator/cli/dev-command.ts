import { resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import type { Logger } from '../../node/log/logger.ts';
import { startDevServer, type DevServices } from '../dev/dev-server.ts';

/**
 * `docgen dev`: runs until interrupted; content errors are shown, never fatal. Every line it prints goes through
 * its log: human lines on a terminal, JSON otherwise (see `openCommandLog`). `makeServices` reads the
 * environment (the server's parts: see `DevServices`), whose `openLog` opens that log.
 */
export async function devCommand(
  options: { port: string; host: string; root: string; locale?: string },
  makeServices: () => DevServices & { openLog(): Logger },
): Promise<number> {
  let services: DevServices;
  let logger: Logger;
  try {
    const made = makeServices();
    logger = made.openLog();
    services = made;
  } catch (error) {
    process.stderr.write(`docgen dev cannot start: ${(error as Error).message}\n`);
    return EXIT.content;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    logger.error({}, `Invalid port "${options.port}".`);
    return EXIT.usage;
  }
  const server = await startDevServer({
    root: resolve(options.root),
    ...(options.locale ? { locale: options.locale } : {}),
    port,
    host: options.host,
    logger,
    services,
  });
  logger.info({}, `docgen dev: http://${options.host}:${server.port}`);
  await new Promise<void>((done) => {
    const stop = () => void server.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
