import type { Paragraph, Parent, PhrasingContent } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { ADMONITION_TITLES, admonitionStyle } from '../../core/site/admonitions.ts';

/** The admonitions Docusaurus knows: `:::note` … `:::caution`. */
export const ADMONITION_KINDS: ReadonlySet<string> = new Set(Object.keys(ADMONITION_TITLES));

/**
 * Admonitions: `:::tip[Title]` container directives → `<div class="admonition admonition-tip">` with a heading and
 * a body. remark-directive has parsed the `:::` syntax into directive nodes (an outer admonition written with
 * more colons holds inner ones); the legacy `:::tip Title` was rewritten to `:::tip[Title]` before parsing.
 */
export function admonition(node: ContainerDirective): void {
  if (!ADMONITION_KINDS.has(node.name)) return;
  const first = node.children[0];
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  // The walk reaches the label's own text directives only after this node.
  if (hasLabel) restoreTextDirectives(first);
  const title = hasLabel ? toString(first) : ADMONITION_TITLES[node.name];
  const body = hasLabel ? node.children.slice(1) : node.children;
  const style = admonitionStyle(node.name);
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${style}`] } };
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
}

/**
 * remark-directive reads `:name` inside prose as a directive; writers mean text (`ratio 3:1`, `Note:done`), so a
 * text directive is turned back into the characters it came from. Its label's nodes take its place, where the
 * walk goes on: the directive itself is skipped.
 */
export function restoreTextDirective(
  node: TextDirective,
  index: number | undefined,
  parent: Parent | undefined,
): typeof SKIP {
  if (!parent || index === undefined) return SKIP;
  const label: PhrasingContent[] =
    node.children.length > 0
      ? [{ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' }]
      : [];
  parent.children.splice(index, 1, { type: 'text', value: `:${node.name}` }, ...label);
  return SKIP;
}

function restoreTextDirectives(tree: Paragraph): void {
  visit(tree, 'textDirective', restoreTextDirective);
}
