import type { FastifyInstance } from 'fastify';
import { compressionLoggingTo, openBuildFiles } from './files/build-files.ts';
import { diskFiles } from './files/disk-files.ts';
import { registerSiteRoute } from './site-route.ts';

/**
 * Serves a built site with no gate (`docgen dev`, the build's link check), through the same route as
 * `docgen serve`. An `immutable` build (one that does not change while served) is answered from memory (text
 * files compressed on demand with `compress`); otherwise every request reads the disk (`docgen dev` rebuilds
 * under the server).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  params: { dir: string; immutable?: boolean; compress?: boolean; headers?: Record<string, string> },
): Promise<void> {
  const compress = params.compress ? compressionLoggingTo(app.log) : undefined;
  const files = params.immutable
    ? await openBuildFiles(params.dir, { compress })
    : await diskFiles(app, params.dir);
  const served = { files, ...(params.headers ? { headers: params.headers } : {}) };
  registerSiteRoute(app, { current: () => served, negotiatesEncoding: params.immutable === true });
}
