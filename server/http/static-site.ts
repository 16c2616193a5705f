import type { FastifyInstance } from 'fastify';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';
import { openBuildFiles } from './files/build-files.ts';
import { diskFiles } from './files/disk-files.ts';

/** Hashed bundle assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a built site: clean paths, redirects of non-clean forms, the 404 page with status 404. An `immutable`
 * build (one that does not change while served) is answered from memory; otherwise every request reads the
 * disk (`docgen dev` rebuilds under the server).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  params: { dir: string; immutable?: boolean },
): Promise<void> {
  const files = params.immutable ? await openBuildFiles(params.dir) : await diskFiles(app, params.dir);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const resolution = resolveRequestPath(request.url, files.exists);
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
      if (resolution.kind === 'notFound') {
        reply.header('cache-control', 'no-cache');
        return files.send(request, reply, '404.html', 404);
      }
      const cacheControl = resolution.file.startsWith('assets/') ? IMMUTABLE : 'no-cache';
      return files.send(request, reply.header('cache-control', cacheControl), resolution.file);
    },
  });
}
