import { resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { startDevServer } from '../dev/dev-server.ts';

/** `docgen dev`: runs until interrupted; content errors are shown, never fatal. */
export async function devCommand(options: { port: string; host: string; root: string }): Promise<number> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    process.stderr.write(`Invalid port "${options.port}".\n`);
    return EXIT.usage;
  }
  const server = await startDevServer({ root: resolve(options.root), port, host: options.host });
  process.stderr.write(`docgen dev: http://${options.host}:${server.port}\n`);
  await new Promise<void>((done) => {
    const stop = () => void server.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
