import type { FastifyInstance } from 'fastify';
import { openBuildPages } from '../../node/ai/build-pages.ts';
import { registerLlmsRoutes } from '../ai/llms-route.ts';
import { readBuildManifest } from '../http/build-manifest.ts';
import { WRITER_AUDIENCE } from './dev-search.ts';

/**
 * `/llms.txt` and `/llms-full.txt` in `docgen dev`: the routes `docgen serve` has, on the catalog and markdown
 * the builder thread last wrote, read again on each request (a writer's few requests cost less than watching
 * them). Like the rest of the dev server it has no gate: the writer sees every page.
 */
export function registerDevLlms(app: FastifyInstance, outDir: string): void {
  registerLlmsRoutes(app, async () => {
    const [manifest, pages] = await Promise.all([readBuildManifest(outDir), openBuildPages(outDir)]);
    return { ai: manifest.ai, pages, audience: async () => WRITER_AUDIENCE };
  });
}
