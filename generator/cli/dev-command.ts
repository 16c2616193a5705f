import { resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import type { Logger } from '../../node/log/logger.ts';
import { startDevServer, type DevServices } from '../dev/dev-server.ts';

/**
 * `docgen dev`: runs until interrupted; content errors are shown, never fatal. Every line it prints goes through
 * its log: human lines on a terminal, JSON otherwise (see `openCommandLog`). `services` reads the environment
 * and opens the log (the server's: see `DevServices`).
 */
export async function devCommand(
  options: { port: string; host: string; root: string },
  services: () => DevServices & { openLog(): Logger },
): Promise<number> {
  let logger: Logger;
  let served: DevServices;
  try {
    const made = services();
    logger = made.openLog();
    served = made;
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
    port,
    host: options.host,
    logger,
    services: served,
  });
  logger.info({}, `docgen dev: http://${options.host}:${server.port}`);
  await new Promise<void>((done) => {
    const stop = () => void server.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
