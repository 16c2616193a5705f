import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import type { HighlighterCore } from 'shiki/core';
import rehypeCode from './rehype-code.ts';
import rehypeHeadings from './rehype-headings.ts';
import rehypeImages from './rehype-images.ts';
import remarkDirectives from './remark-directives.ts';
import remarkLinks from './remark-links.ts';
import { remarkGfmWithoutAutolinkLiterals } from './autolink-literals.ts';

/**
 * The markdown → HTML plugin chain, in order. Front matter was already split off by the load stage, so the
 * parser sees only the body (diagnostics add the body's starting line back). `autolinkLiterals: false` only
 * changes the parser, for pages that cannot have any (see `autolink-literals.ts`).
 */
export function createProcessor(params: {
  root: string;
  highlighter: HighlighterCore;
  autolinkLiterals: boolean;
}): Processor {
  return (
    unified()
      .use(remarkParse)
      .use(params.autolinkLiterals ? remarkGfm : remarkGfmWithoutAutolinkLiterals)
      // Must run before our directive plugin, which turns the `:::` nodes it creates into admonitions.
      .use(remarkDirective)
      .use(remarkDirectives)
      // On mdast, while link nodes still carry their source positions for the warning's file:line:column.
      .use(remarkLinks)
      // Raw HTML in markdown (e.g. `<!-- truncate -->`) is kept; writers are trusted, readers never write markdown.
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeImages, { root: params.root })
      // Before code highlighting so shiki's spans never reach the heading text used for slugs.
      .use(rehypeHeadings)
      .use(rehypeCode, { highlighter: params.highlighter })
      .use(rehypeStringify, { allowDangerousHtml: true }) as unknown as Processor
  );
}
