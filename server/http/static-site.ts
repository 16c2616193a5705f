import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';

/** Hashed bundle assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves a built site: clean paths, redirects of non-clean forms, the 404 page with status 404. */
export async function registerStaticSite(app: FastifyInstance, params: { dir: string }): Promise<void> {
  await app.register(fastifyStatic, { root: params.dir, serve: false, preCompressed: true });
  const exists = (file: string) => {
    const path = join(params.dir, file);
    return existsSync(path) && statSync(path).isFile();
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const resolution = resolveRequestPath(request.url, exists);
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
      if (resolution.kind === 'notFound') {
        return reply.code(404).header('cache-control', 'no-cache').sendFile('404.html');
      }
      const cacheControl = resolution.file.startsWith('assets/') ? IMMUTABLE : 'no-cache';
      return reply.header('cache-control', cacheControl).sendFile(resolution.file);
    },
  });
}
