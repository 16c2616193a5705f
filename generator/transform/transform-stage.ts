import type * as PageIndexCache from '../search/page-index-cache.ts';
import type { SearchContext } from '../search/page-index-cache.ts';
import type { Stage } from '../workers/stage.ts';
import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import type * as TransformMarkdown from './transform-markdown.ts';

/** What every transform job shares. */
export interface TransformStageData {
  root: string;
  links: LinkContext;
  /** The site's cache (see `highlight-cache.ts`), where the searchable pages' indexes are kept too. */
  cacheDir?: string;
  /** The searchable pages, indexed as they are transformed (see `keepPageIndex`). */
  search?: SearchContext;
}

let transformModule: Promise<typeof TransformMarkdown> | undefined;
const loadTransform = () => (transformModule ??= import('./transform-markdown.ts'));
let searchModule: Promise<typeof PageIndexCache> | undefined;
const loadSearch = () => (searchModule ??= import('../search/page-index-cache.ts'));

/**
 * The transform stage as jobs: one markdown file each, on the build's workers or inline. The markdown chain (unified, shiki)
 * loads with the first job: a large build's main thread never transforms, and loading it takes a tenth of a second.
 * A worker loads it, and makes its code highlighter (about a third of a second), before its first job. A
 * searchable page is indexed for search while its HTML is at hand.
 */
export const transformStage: Stage<TransformStageData, TransformInput, TransformOutput> = {
  name: 'transform',
  handler:
    ({ root, links, cacheDir, search }) =>
    async (input) => {
      const output = await (await loadTransform()).transformMarkdown({ root, input, links, cacheDir });
      const page = search?.pages[input.file];
      if (page && cacheDir) {
        const { keepPageIndex, pageIndexKey } = await loadSearch();
        const key = pageIndexKey(search.codeKey, page, output.htmlHash);
        keepPageIndex(cacheDir, key, { ...page, html: output.html });
      }
      return output;
    },
  warmUp: async () => {
    await loadTransform();
    const { getHighlighter } = await import('./highlighter.ts');
    await getHighlighter();
  },
};
