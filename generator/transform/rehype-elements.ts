import type { Nodes, Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { SKIP } from 'unist-util-visit';
import type { FileData } from './context.ts';
import type { HighlightCache } from './highlight-cache.ts';
import { codeBlocks } from './rehype-code.ts';
import { elementAnchors, rawHtmlAnchors } from './anchors.ts';
import { headingAnchors, isHeading } from './rehype-headings.ts';
import { pageImages } from './rehype-images.ts';
import { tocInlinePlaceholders } from './toc-inline.ts';
import { walk } from './walk.ts';

/**
 * The element transforms of a page's HTML tree — images, heading anchors, code blocks, inline tables of
 * contents — and the collection of the ids `#fragment` links may target, in one walk: walking a page's tree
 * costs about as much as the work a walk does for any one of them. Code blocks are highlighted after the walk,
 * which only finds them: the highlighter is loaded only if one is not in the cache.
 */
export default function rehypeElements(options: { root: string; highlights: HighlightCache }) {
  return async (tree: Root, file: VFile) => {
    const data = file.data as unknown as FileData;
    const image = pageImages(options.root, data);
    const heading = headingAnchors(data);
    const code = codeBlocks(data, options.highlights);
    const tocInline = tocInlinePlaceholders();
    walk<Nodes, Parents>(tree, (node, index, parent) => {
      if (node.type === 'raw') data.anchors.push(...rawHtmlAnchors(node.value));
      if (node.type !== 'element') return undefined;
      if (node.tagName === 'img') image(node);
      else if (node.tagName === 'pre') return code.visit(node, index, parent);
      else if (isHeading(node)) heading(node);
      else if (tocInline.add(node)) return SKIP;
      data.anchors.push(...elementAnchors(node));
      return undefined;
    });
    tocInline.fill(data.toc);
    await code.highlight();
  };
}
