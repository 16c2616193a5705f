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
import { remarkGfmWithoutAutolinkLiterals } from './autolink-literals.ts';

export interface PipelineParams {
  root: string;
  highlights: HighlightCache;
  autolinkLiterals: boolean;
}

/**
 * The markdown steps both paths share, in order: GFM, directives (before our nodes plugin, which turns the `:::`
 * nodes into admonitions), and our nodes plugin, on mdast while link nodes still carry their source positions
 * for the warning's file:line:column.
 */
export function sharedRemarkSteps(params: PipelineParams): PluggableList {
  return [
    params.autolinkLiterals ? remarkGfm : remarkGfmWithoutAutolinkLiterals,
    remarkDirective,
    remarkNodes,
  ];
}

/** The HTML steps both paths share: images, heading anchors and the TOC, code blocks (see `rehype-elements.ts`). */
export function sharedRehypeSteps(params: PipelineParams): PluggableList {
  return [[rehypeElements, { root: params.root, highlights: params.highlights }]];
}

/**
 * The markdown → HTML plugin chain of pages without compiled MDX (see `mdx-compile/`), in order. Front matter was
 * already split off by the load stage, so the parser sees only the body (diagnostics add the body's starting line
 * back). `autolinkLiterals: false` only changes the parser, for pages that cannot have any (see
 * `autolink-literals.ts`).
 */
export function createProcessor(params: PipelineParams): Processor {
  const [gfm, directive, nodes] = sharedRemarkSteps(params);
  return (
    unified()
      .use(remarkParse)
      .use([gfm, directive] as PluggableList)
      // After directives, before our nodes plugin: partials and the components docgen recognises bring in
      // markdown that every later transform must see.
      .use(remarkMdx, { root: params.root })
      .use([nodes] as PluggableList)
      // Raw HTML in markdown (e.g. `<!-- truncate -->`) is kept; writers are trusted, readers never write markdown.
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(sharedRehypeSteps(params))
      .use(rehypeStringify, { allowDangerousHtml: true }) as unknown as Processor
  );
}
