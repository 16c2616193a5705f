import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SEARCH_INDEX_FILE } from '../../core/search/search-index-file.ts';
import { readLocaleSearchIndexes, type LocaleSearchIndexes } from '../search/read-search-index.ts';
import { registerSearchRoute } from '../search/search-route.ts';

/**
 * Search in `docgen dev`: the index the builder thread last wrote (after the full build and after each save),
 * opened again when it changed. Like the rest of the dev server it has no gate: the writer sees every page.
 */
export async function registerDevSearch(app: FastifyInstance, outDir: string): Promise<void> {
  let loaded: { modified: number; search: LocaleSearchIndexes } | undefined;
  const search = async (locale?: string) => {
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
      loaded = { modified: mtimeMs, search: readLocaleSearchIndexes(outDir) };
    }
    return loaded.search.of(locale);
  };
  app.addHook('onClose', async () => loaded?.search.close());
  const searchable = { search, audience: async () => ({ key: 'writer', may: () => true }) };
  await registerSearchRoute(app, { current: () => searchable, trustProxy: false });
}
