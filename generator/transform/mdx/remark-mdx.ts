import type { Nodes, Parents, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { FileData } from '../context.ts';
import { walk } from '../walk.ts';
import { takeEsm } from './esm.ts';
import { gatherJsx } from './jsx-tree.ts';
import type { JsxElement } from './mdx-nodes.ts';
import { pageScope, type MdxPage, type MdxScope } from './mdx-scope.ts';
import { adoptPartialNodes, parsePartial } from './partials.ts';
import { renderJsx } from './render-jsx.ts';

/**
 * The MDX that Docusaurus docs use, on the markdown tree: imports and exports, JSX elements (tabs, the inline
 * table of contents, details, markdown partials), warnings for the rest. Runs first, so the partials' and the
 * components' markdown goes through every later transform like the page's own. Pages using any other MDX are
 * compiled by `../mdx-compile/`; they come here only when their MDX does not parse, to keep their content.
 */
/** Pages without any of it (most) skip the walks. */
const MAY_HAVE_MDX = /<\/?(?:[A-Z]|details|summary)|\{\/\*|^(?:import|export)\b|mdx-code-block/m;

/** Whether the page may have MDX this plugin reads (it takes imports and comments out of the tree). */
export function mayHaveMdx(source: string): boolean {
  return MAY_HAVE_MDX.test(source);
}

export default function remarkMdx(this: Processor, options: { root: string }) {
  const parse = (text: string) => this.parse(text) as Root;
  return (tree: Root, file: VFile) => {
    if (!mayHaveMdxOutsideCode(tree, String(file.value))) return;
    const data = file.data as unknown as FileData;
    let tabs = 0;
    const page: MdxPage = { root: options.root, data, parse, nextTabsId: () => ++tabs };
    readMdx(tree, pageScope(String(file.value), data), page);
  };
}

/**
 * Whether the page's source may hold MDX outside its code: code often looks like it (`Promise<Row[]>`, an
 * `import` line), and none of the MDX read here is in code but an `mdx-code-block` fence.
 */
function mayHaveMdxOutsideCode(tree: Root, source: string): boolean {
  return mayHaveMdx(source) && mayHaveMdx(withoutCode(tree, source));
}

/** The source with its code blocks and spans left out, each a line break (what it held is not prose). */
function withoutCode(tree: Root, source: string): string {
  const prose: string[] = [];
  let from = 0;
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type !== 'inlineCode' && (node.type !== 'code' || node.lang === 'mdx-code-block'))
      return undefined;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || start < from) return SKIP;
    prose.push(source.slice(from, start));
    from = end;
    return SKIP;
  });
  prose.push(source.slice(from));
  return prose.join('\n');
}

function readMdx(tree: Root, scope: MdxScope, page: MdxPage): void {
  takeEsm(tree, scope, page);
  gatherJsx(tree, scope, page);
  tree.children = renderJsx(tree.children, scope, page, includePartial(page));
}

function includePartial(page: MdxPage) {
  return (file: string, element: JsxElement, scope: MdxScope): RootContent[] => {
    const partial = parsePartial(file, element, scope, page);
    if (!partial) return [];
    readMdx(partial.tree, partial.scope, page);
    adoptPartialNodes(partial.tree, partial.scope, page.data.input.file);
    return partial.tree.children;
  };
}
