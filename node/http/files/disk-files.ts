/**
 * A build read from the disk on every request, for `docgen dev`, whose build changes under the server while
 * it runs (the immutable build of `docgen serve` is answered from memory, see build-files.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolveRequestPath } from '../../../core/routes/resolve-request.ts';
import type { SiteFiles } from './site-files.ts';

export async function diskFiles(app: FastifyInstance, dir: string): Promise<SiteFiles> {
  await app.register(fastifyStatic, { root: dir, serve: false, preCompressed: true });
  const exists = (file: string) => {
    const path = join(dir, file);
    return existsSync(path) && statSync(path).isFile();
  };
  return {
    exists,
    resolve: (url) => resolveRequestPath(url, exists),
    async send(_request, reply, file, status = 200) {
      return reply.code(status).sendFile(file);
    },
  };
}
