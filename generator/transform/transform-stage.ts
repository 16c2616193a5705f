import type { Stage } from '../workers/stage.ts';
import { writeCacheEntry, type CacheEntry } from './cache-entry.ts';
import type { LinkContext, TransformInput } from './context.ts';
import type * as TransformMarkdown from './transform-markdown.ts';

/** One page to transform, and the cache entry its output is written to. */
export interface TransformJob {
  input: TransformInput;
  entryPath: string;
}

/** What every transform job shares. */
export interface TransformStageData {
  root: string;
  links: LinkContext;
  /** The site's cache (see `highlight-cache.ts`). */
  cacheDir?: string;
}

let transformModule: Promise<typeof TransformMarkdown> | undefined;
const loadTransform = () => (transformModule ??= import('./transform-markdown.ts'));

/**
 * The transform stage as jobs: one markdown file each, on the build's workers or inline, written to its cache entry
 * where it was made (its HTML and sections, the bulk of it, never cross to the main thread). The markdown chain
 * (unified, shiki) loads with the first job: a large build's main thread never transforms, and loading it takes a
 * tenth of a second.
 * A worker loads it, and makes its code highlighter (about a third of a second), before its first job.
 */
export const transformStage: Stage<TransformStageData, TransformJob, CacheEntry> = {
  name: 'transform',
  handler:
    ({ root, links, cacheDir }) =>
    async ({ input, entryPath }) =>
      writeCacheEntry(
        entryPath,
        await (await loadTransform()).transformMarkdown({ root, input, links, cacheDir }),
      ),
  warmUp: async () => {
    await loadTransform();
    const { getHighlighter } = await import('./highlighter.ts');
    await getHighlighter();
  },
};
