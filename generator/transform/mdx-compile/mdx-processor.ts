import { createProcessor } from '@mdx-js/mdx';
import { EXCERPT_END_ELEMENT, TRUNCATE_COMMENT } from '../../load/blog-truncate.ts';
import { replaceOutsideCodeSpans } from './code-spans.ts';
import { bodyParts } from './fences.ts';
import { withDirectiveTitles } from '../mdx/legacy-admonition-titles.ts';
import type { HighlightCache } from '../highlight-cache.ts';
import { sharedRehypeSteps, sharedRemarkSteps } from '../pipeline.ts';
import type { SitePlugins } from '../site-plugins.ts';
import rehypeRawAsJsx from './rehype-raw-as-jsx.ts';

export type MdxProcessor = ReturnType<typeof createProcessor>;

/**
 * MDX → a JavaScript module (imports kept, for the bundler), through the same markdown and HTML steps as
 * markdown pages: admonitions, links, heading ids and the TOC, code blocks, images, and the site's own plugins.
 */
export function createMdxProcessor(params: {
  root: string;
  highlights: HighlightCache;
  sitePlugins?: SitePlugins;
}): MdxProcessor {
  const steps = { ...params, autolinkLiterals: true };
  return createProcessor({
    format: 'mdx',
    jsxRuntime: 'automatic',
    jsxImportSource: 'react',
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    remarkPlugins: sharedRemarkSteps(steps),
    rehypePlugins: [...sharedRehypeSteps(steps), rehypeRawAsJsx],
  });
}

/**
 * What Docusaurus does to markdown before MDX reads it: heading ids (`## Setup {#setup}`) are escaped, as MDX would
 * read them as expressions, ` ```mdx-code-block ` fences are unwrapped and legacy admonition titles
 * (`:::tip Title`) become labels. HTML comments, which MDX does not read, become MDX comments (those in code spans stay as written), and the blog's
 * `<!-- truncate -->` an empty element marking where the excerpt ends. Code is left alone; lines keep their numbers.
 */
export function preprocessMdx(body: string): string {
  return bodyParts(body)
    .map((part) => {
      if (part.info?.startsWith('mdx-code-block'))
        return `\n${part.text.split('\n').slice(1, -1).join('\n')}\n`;
      if (part.info !== undefined) return part.text;
      const prepared = withDirectiveTitles(part.text)
        .replace(/^(#{1,6}[^\n]*?)\{#([^\s{}]+)\}[ \t]*$/gm, '$1\\{#$2\\}')
        .replace(TRUNCATE_COMMENT, EXCERPT_END_ELEMENT);
      return replaceOutsideCodeSpans(prepared, HTML_COMMENT, (comment, inner = '') =>
        inner.includes('*/') ? comment : `{/*${inner}*/}`,
      );
    })
    .join('\n');
}

const HTML_COMMENT = /<!--([\s\S]*?)-->/g;
