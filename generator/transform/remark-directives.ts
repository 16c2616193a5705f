import type { PhrasingContent, Root } from 'mdast';
import type {} from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

const KINDS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);
const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/**
 * Admonitions: `:::tip[Title]` container directives → `<div class="admonition admonition-tip">` with a heading and a body.
 * Runs after remark-directive has parsed the `:::` syntax into directive nodes.
 */
export default function remarkDirectives() {
  return (tree: Root) => {
    restoreTextDirectives(tree);
    visit(tree, 'containerDirective', (node) => {
      if (!KINDS.has(node.name)) return;
      const first = node.children[0];
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const title = hasLabel ? toString(first) : DEFAULT_TITLES[node.name];
      const body = hasLabel ? node.children.slice(1) : node.children;
      node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
      node.children = [
        {
          type: 'paragraph',
          data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
          children: [{ type: 'text', value: title ?? node.name }],
        },
        {
          type: 'blockquote',
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
          children: body,
        },
      ];
    });
  };
}

/**
 * remark-directive reads `:name` inside prose as a directive; writers mean text (`ratio 3:1`, `Note:done`),
 * so text directives are turned back into the characters they came from.
 */
function restoreTextDirectives(tree: Root): void {
  visit(tree, 'textDirective', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const label: PhrasingContent[] =
      node.children.length > 0
        ? [{ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' }]
        : [];
    parent.children.splice(index, 1, { type: 'text', value: `:${node.name}` }, ...label);
  });
}
