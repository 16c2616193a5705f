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

export interface PipelineParams {
  root: string;
  highlights: HighlightCache;
  autolinkLiterals: boolean;
  /** The site's own remark and rehype plugins (`markdown` in `site.config.ts`), where Docusaurus runs them. */
  sitePlugins?: SitePlugins;
}

/** GFM, directives (before our nodes plugin, which turns the `:::` nodes into admonitions), the site's early plugins. */
function remarkBeforeOurs(params: PipelineParams): PluggableList {
  return [
    params.autolinkLiterals ? remarkGfm : remarkGfmWithoutAutolinkLiterals,
    remarkDirective,
    ...((params.sitePlugins?.beforeDefaultRemarkPlugins ?? []) as PluggableList),
  ];
}

/** Our nodes plugin, on mdast while link nodes still carry their source positions for file:line:column; the site's. */
function remarkOursAndSite(params: PipelineParams): PluggableList {
  return [remarkNodes, ...((params.sitePlugins?.remarkPlugins ?? []) as PluggableList)];
}

/** The markdown steps both paths (this chain, and compiled MDX in `mdx-compile/`) share, in order. */
export function sharedRemarkSteps(params: PipelineParams): PluggableList {
  return [...remarkBeforeOurs(params), ...remarkOursAndSite(params)];
}

/** The HTML steps both paths share: images, heading anchors and the TOC, code blocks; then the site's. */
export function sharedRehypeSteps(params: PipelineParams): PluggableList {
  return [
    [rehypeElements, { root: params.root, highlights: params.highlights }],
    ...((params.sitePlugins?.rehypePlugins ?? []) as PluggableList),
  ];
}

/**
 * The markdown → HTML plugin chain of pages without compiled MDX (see `mdx-compile/`), in order. Front matter was
 * already split off by the load stage, so the parser sees only the body (diagnostics add the body's starting line
 * back). `autolinkLiterals: false` only changes the parser, for pages that cannot have any (see
 * `autolink-literals.ts`).
 */
export function createProcessor(params: PipelineParams): Processor {
  return (
    unified()
      .use(remarkParse)
      .use(remarkBeforeOurs(params))
      // First of ours: partials and the components docgen recognises bring in markdown that every later transform
      // must see.
      .use(remarkMdx, { root: params.root })
      .use(remarkOursAndSite(params))
      // The MDX the site's plugins made (npm2yarn's tabs), rendered as the page's own.
      .use(params.sitePlugins ? [remarkPluginMdx] : [])
      // Raw HTML in markdown (e.g. `<!-- truncate -->`) is kept; writers are trusted, readers never write markdown.
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(sharedRehypeSteps(params))
      .use(rehypeStringify, { allowDangerousHtml: true }) as unknown as Processor
  );
}
