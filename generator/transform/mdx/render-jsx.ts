import type { PhrasingContent, RootContent } from 'mdast';
import type { Properties } from 'hast';
import type { JsxAttributes } from './jsx-tokens.ts';
import { htmlElement, type JsxElement } from './mdx-nodes.ts';
import { warnAt, type MdxPage, type MdxScope } from './mdx-scope.ts';
import { renderTabs } from './tabs.ts';

/** Includes a partial in place of the element that names it (see `remark-mdx.ts`). */
export type IncludePartial = (file: string, element: JsxElement, scope: MdxScope) => RootContent[];

/**
 * Every `jsxElement` → the HTML nodes docgen renders for it: tabs, the inline table of contents (filled in once
 * the page's headings are known), `<details>` / `<summary>`, partials. Anything else warns and leaves its
 * content in place.
 */
export function renderJsx(
  nodes: RootContent[],
  scope: MdxScope,
  page: MdxPage,
  include: IncludePartial,
): RootContent[] {
  return nodes.flatMap((node) => {
    if (node.type === 'jsxElement')
      return renderJsx(renderElement(node, scope, page, include), scope, page, include);
    if ('children' in node)
      node.children = renderJsx(node.children, scope, page, include) as typeof node.children;
    return [node];
  });
}

function renderElement(
  element: JsxElement,
  scope: MdxScope,
  page: MdxPage,
  include: IncludePartial,
): RootContent[] {
  if (element.name === 'details' || element.name === 'summary')
    return [htmlElement(element.name, htmlProperties(element.attributes), element.children)];
  const ref = scope.names.get(element.name);
  switch (ref?.kind) {
    case 'tabs':
      return renderTabs(element, scope, page);
    case 'tocInline':
      return [tocInlinePlaceholder(element)];
    case 'partial':
      return include(ref.file, element, scope);
    case 'missingPartial':
      return [];
    case 'tabItem':
      warnAt(page, scope, element.at, 'mdx-invalid', '<TabItem> outside <Tabs> is shown as its content.');
      return asFlow(element.children);
    default: {
      const from = ref?.kind === 'unsupported' ? ` (imported from "${ref.source}")` : '';
      warnAt(
        page,
        scope,
        element.at,
        'mdx-unsupported',
        `<${element.name}>${from} is shown as its content only: the page's MDX does not compile, so it is shown as markdown.`,
        'Fix the MDX where it does not parse; the component then renders.',
      );
      return asFlow(element.children);
    }
  }
}

/** Content written on the tag's line is phrasing: left in place of the element, it needs its paragraph. */
function asFlow(children: RootContent[]): RootContent[] {
  const phrasing = children.length > 0 && children.every((child) => PHRASING.has(child.type));
  return phrasing ? [{ type: 'paragraph', children: children as PhrasingContent[] }] : children;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'break',
  'html',
]);

/** Filled with the page's h2–h3 (or `minHeadingLevel`–`maxHeadingLevel`) by the HTML stage. */
function tocInlinePlaceholder(element: JsxElement): RootContent {
  const level = (name: string, fallback: number) => {
    const value = element.attributes[name];
    const written = typeof value === 'object' ? value.expression : typeof value === 'string' ? value : '';
    return /^[2-6]$/.test(written) ? Number(written) : fallback;
  };
  return htmlElement('div', {
    className: ['toc-inline'],
    dataTocInline: `${level('minHeadingLevel', 2)}-${level('maxHeadingLevel', 3)}`,
  });
}

/** Literal attributes as they were written; expressions cannot be evaluated and are left out. */
function htmlProperties(attributes: JsxAttributes): Properties {
  const properties: Properties = {};
  for (const [name, value] of Object.entries(attributes))
    if (typeof value !== 'object') properties[name === 'className' ? 'class' : name] = value;
  return properties;
}
