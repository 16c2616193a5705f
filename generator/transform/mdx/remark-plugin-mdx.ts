import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import type { FileData } from '../context.ts';
import type { JsxAttributes } from './jsx-tokens.ts';
import type { JsxElement } from './mdx-nodes.ts';
import { pageScope, warnAt, type MdxPage, type MdxScope } from './mdx-scope.ts';
import { renderJsx } from './render-jsx.ts';

/** The MDX nodes of mdast-util-mdx that a remark plugin makes (npm2yarn makes `<Tabs>` and its import). */
interface MdxJsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: string | null | { value: string } }[];
  children: RootContent[];
  position?: { start: { line: number; column: number } };
}

interface MdxEsmNode {
  type: 'mdxjsEsm';
  value: string;
  position?: { start: { line: number; column: number } };
}

type AnyNode = RootContent | MdxJsxNode | MdxEsmNode;

/** Imports of the components docgen renders itself, which a plugin adds beside what it makes. */
const OWN_IMPORT = /^\s*import\s+\w+\s+from\s+['"]@theme\/(?:Tabs|TabItem|TOCInline)['"];?\s*$/;

/**
 * The MDX elements the site's remark plugins made, read as the page's own: `<Tabs>` / `<TabItem>` become tabs,
 * imports of docgen's own components are dropped, anything else warns (`mdx-unsupported`) and keeps its content.
 * The page's written MDX was read before the plugins ran (see `remark-mdx.ts`).
 */
export default function remarkPluginMdx(this: Processor) {
  const parse = (text: string) => this.parse(text) as Root;
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as FileData;
    if (!hasPluginMdx(tree.children as AnyNode[])) return;
    let tabs = countTabSets(tree.children);
    const page: MdxPage = { root: '', data, parse, nextTabsId: () => ++tabs };
    const scope = pageScope(String(file.value), data);
    const read = readNodes(tree.children as AnyNode[], scope, page);
    tree.children = renderJsx(read, scope, page, () => []);
  };
}

function hasPluginMdx(nodes: readonly AnyNode[]): boolean {
  return nodes.some(
    (node) =>
      node.type === 'mdxjsEsm' ||
      node.type === 'mdxJsxFlowElement' ||
      node.type === 'mdxJsxTextElement' ||
      ('children' in node && hasPluginMdx(node.children as AnyNode[])),
  );
}

/** The tab sets already on the page: the plugin's get the numbers after them, so that ids stay unique. */
function countTabSets(nodes: readonly RootContent[]): number {
  return nodes.reduce((count, node) => {
    const own =
      node.type === 'htmlElement' && node.data.hProperties.className?.toString() === 'tabs-container';
    return count + (own ? 1 : 0) + ('children' in node ? countTabSets(node.children) : 0);
  }, 0);
}

function readNodes(nodes: readonly AnyNode[], scope: MdxScope, page: MdxPage): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    const at = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'mdxjsEsm') {
      const ownImports = node.value.split('\n').every((line) => line.trim() === '' || OWN_IMPORT.test(line));
      if (!ownImports) {
        warnAt(
          page,
          scope,
          at,
          'mdx-unsupported',
          'A site plugin added ESM docgen does not run; it is left out.',
        );
      }
      return [];
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element: JsxElement = {
        type: 'jsxElement',
        name: node.name ?? 'Fragment',
        attributes: attributesOf(node.attributes),
        at,
        children: readNodes(node.children as AnyNode[], scope, page),
      };
      return [element];
    }
    const content = node as RootContent;
    if ('children' in content)
      content.children = readNodes(content.children as AnyNode[], scope, page) as typeof content.children;
    return [content];
  });
}

/** mdast-util-mdx-jsx attributes as docgen's: a value, `true` for a bare name, or an expression's source. */
function attributesOf(attributes: MdxJsxNode['attributes']): JsxAttributes {
  const result: JsxAttributes = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const { value } = attribute;
    result[attribute.name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : { expression: value.value };
  }
  return result;
}
