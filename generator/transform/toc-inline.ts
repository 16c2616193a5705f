import type { Element, ElementContent } from 'hast';
import type { TocEntry } from '../../core/site/page-data.ts';
import { tocTree, type TocNode } from '../../theme/toc/toc-tree.ts';

/**
 * `<TOCInline toc={toc} />` placeholders (see `mdx/render-jsx.ts`), filled once the walk has collected every
 * heading of the page (those after the placeholder too): a nested list of links, as the theme's table of
 * contents shows them.
 */
export function tocInlinePlaceholders(): { add(node: Element): boolean; fill(toc: TocEntry[]): void } {
  const placeholders: Element[] = [];
  return {
    add(node) {
      if (typeof node.properties.dataTocInline !== 'string') return false;
      placeholders.push(node);
      return true;
    },
    fill(toc) {
      for (const node of placeholders) {
        const [min = 2, max = 3] = String(node.properties.dataTocInline).split('-').map(Number);
        delete node.properties.dataTocInline;
        const entries = toc.filter((entry) => entry.depth >= min && entry.depth <= max);
        node.children = entries.length > 0 ? [list(tocTree(entries))] : [];
      }
    },
  };
}

function list(nodes: TocNode[]): Element {
  return {
    type: 'element',
    tagName: 'ul',
    properties: {},
    children: nodes.map((node): ElementContent => {
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: { href: `#${node.id}` },
        children: [{ type: 'text', value: node.text }],
      };
      const children: ElementContent[] = node.children.length > 0 ? [link, list(node.children)] : [link];
      return { type: 'element', tagName: 'li', properties: {}, children };
    }),
  };
}
