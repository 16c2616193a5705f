import type { Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/**
 * Highlighted code goes into the HTML tree as raw HTML (see `../rehype-code.ts`), which MDX, compiling the tree to
 * JavaScript, cannot hold: each raw node becomes an element that sets it as its inner HTML, laid out as if it
 * were not there (`display: contents`), so the page's styles see the code block as in a markdown page.
 */
export default function rehypeRawAsJsx() {
  return (tree: Root) => {
    visit(tree, 'raw', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          objectAttribute('style', { display: 'contents' }),
          objectAttribute('dangerouslySetInnerHTML', { __html: node.value }),
        ],
        children: [],
      };
      parent.children[index] = element as never;
    });
  };
}

function objectAttribute(
  name: string,
  value: Record<string, string>,
): MdxJsxFlowElementHast['attributes'][0] {
  const properties = Object.entries(value).map(([key, text]) => ({
    type: 'Property' as const,
    kind: 'init' as const,
    key: { type: 'Identifier' as const, name: key },
    value: { type: 'Literal' as const, value: text },
    computed: false,
    method: false,
    shorthand: false,
  }));
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties } }],
        },
      },
    },
  };
}
