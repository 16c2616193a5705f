import type { FastifyInstance } from 'fastify';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';
import { compressionLoggingTo, openBuildFiles } from './files/build-files.ts';
import { diskFiles } from './files/disk-files.ts';
import { applyHeaders } from './security-headers.ts';

/** Hashed bundle assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a built site: clean paths, redirects of non-clean forms, the 404 page with status 404. An `immutable`
 * build (one that does not change while served) is answered from memory (text files compressed on demand with
 * `compress`); otherwise every request reads the disk (`docgen dev` rebuilds under the server).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  params: { dir: string; immutable?: boolean; compress?: boolean; headers?: Record<string, string> },
): Promise<void> {
  const compress = params.compress ? compressionLoggingTo(app.log) : undefined;
  const files = params.immutable
    ? await openBuildFiles(params.dir, { compress })
    : await diskFiles(app, params.dir);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (params.headers) applyHeaders(reply, params.headers);
      const resolution = resolveRequestPath(request.url, files.exists);
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
      if (resolution.kind === 'notFound') {
        reply.header('cache-control', 'no-cache');
        return files.send(request, reply, '404.html', 404);
      }
      // From memory, a file goes out in the encoding Accept-Encoding chose; a cache must keep them apart.
      if (params.immutable) reply.header('vary', 'Accept-Encoding');
      const cacheControl = resolution.file.startsWith('assets/') ? IMMUTABLE : 'no-cache';
      return files.send(request, reply.header('cache-control', cacheControl), resolution.file);
    },
  });
}
