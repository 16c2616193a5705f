import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import type { HighlightCache } from './highlight-cache.ts';
import rehypeElements from './rehype-elements.ts';
import remarkNodes from './remark-nodes.ts';
import remarkMdx from './mdx/remark-mdx.ts';
import remarkPluginMdx from './mdx/remark-plugin-mdx.ts';
import type { SitePlugins } from './site-plugins.ts';
import { remarkGfmWithoutAutolinkLiterals } from './autolink-literals.ts';

/**
 * The markdown → HTML plugin chain, in order. Front matter was already split off by the load stage, so the
 * parser sees only the body (diagnostics add the body's starting line back). `autolinkLiterals: false` only
 * changes the parser, for pages that cannot have any (see `autolink-literals.ts`).
 */
export function createProcessor(params: {
  root: string;
  highlights: HighlightCache;
  autolinkLiterals: boolean;
  /** The site's own remark and rehype plugins (`markdown` in `site.config.ts`), where Docusaurus runs them. */
  sitePlugins?: SitePlugins;
}): Processor {
  const site = params.sitePlugins;
  return (
    unified()
      .use(remarkParse)
      .use(params.autolinkLiterals ? remarkGfm : remarkGfmWithoutAutolinkLiterals)
      // Before our nodes plugin, which turns the `:::` nodes it creates into admonitions.
      .use(remarkDirective)
      .use((site?.beforeDefaultRemarkPlugins ?? []) as PluggableList)
      // First of ours: partials and components bring in markdown that every later transform must see.
      .use(remarkMdx, { root: params.root })
      // On mdast, while link nodes still carry their source positions for the warning's file:line:column.
      .use(remarkNodes)
      .use((site?.remarkPlugins ?? []) as PluggableList)
      // The MDX the site's plugins made (npm2yarn's tabs), rendered as the page's own.
      .use(site ? [remarkPluginMdx] : [])
      // Raw HTML in markdown (e.g. `<!-- truncate -->`) is kept; writers are trusted, readers never write markdown.
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeElements, { root: params.root, highlights: params.highlights })
      .use((site?.rehypePlugins ?? []) as PluggableList)
      .use(rehypeStringify, { allowDangerousHtml: true }) as unknown as Processor
  );
}
