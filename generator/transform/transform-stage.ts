import type { Stage } from '../workers/stage.ts';
import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import type * as TransformMarkdown from './transform-markdown.ts';

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
 * The transform stage as jobs: one markdown file each, on the build's workers or inline. The markdown chain (unified, shiki)
 * loads with the first job: a large build's main thread never transforms, and loading it takes a tenth of a second.
 * A worker loads it, and makes its code highlighter (about a third of a second), before its first job.
 */
export const transformStage: Stage<TransformStageData, TransformInput, TransformOutput> = {
  name: 'transform',
  handler:
    ({ root, links, cacheDir }) =>
    async (input) =>
      (await loadTransform()).transformMarkdown({ root, input, links, cacheDir }),
  warmUp: async () => {
    await loadTransform();
    const { getHighlighter } = await import('./highlighter.ts');
    await getHighlighter();
  },
};
