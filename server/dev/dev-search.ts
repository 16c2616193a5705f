import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SEARCH_INDEX_FILE } from '../../core/search/search-index-file.ts';
import { readSearchIndex } from '../search/read-search-index.ts';
import { registerSearchRoute } from '../search/search-route.ts';
import type { SectionSearch } from '../search/section-search.ts';

/** Who reads in `docgen dev`: the writer, who may open every page. */
export const WRITER_AUDIENCE = { key: 'writer', may: () => true };

/**
 * Search in `docgen dev`: the index the builder thread last wrote (after the full build and after each save),
 * opened again when it changed. The dev server builds one locale, whose index is the site's, so the locale a
 * search names is the one served. Like the rest of the dev server it has no gate: the writer sees every page.
 */
export async function registerDevSearch(app: FastifyInstance, outDir: string): Promise<void> {
  let loaded: { modified: number; search: SectionSearch } | undefined;
  const search = async () => {
    const mtimeMs = await stat(join(outDir, SEARCH_INDEX_FILE)).then(
      (found) => found.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) {
      // The first build has not succeeded yet: the page in the browser already shows why.
      throw Object.assign(new Error('Search works once the site builds without errors.'), {
        statusCode: 503,
      });
    }
    if (loaded?.modified !== mtimeMs) {
      // The builder replaces the file whole, so the one open now is complete; the new one is opened instead.
      loaded?.search.close();
      loaded = { modified: mtimeMs, search: readSearchIndex(outDir) };
    }
    return loaded.search;
  };
  app.addHook('onClose', async () => loaded?.search.close());
  const searchable = { search, audience: async () => WRITER_AUDIENCE };
  await registerSearchRoute(app, { current: () => searchable, trustProxy: false });
}
