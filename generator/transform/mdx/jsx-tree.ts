import type { Code, Nodes, Parent, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { walk } from '../walk.ts';
import { isRecognisedName, startsWithJsx, tokenizeJsx, type JsxToken } from './jsx-tokens.ts';
import type { JsxElement, SourcePoint } from './mdx-nodes.ts';
import { pointIn, warnAt, type MdxPage, type MdxScope } from './mdx-scope.ts';

/** Node types whose children are phrasing: a JSX tag inside them is inline, which docgen does not render. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

interface Frame {
  element: JsxElement | undefined;
  children: RootContent[];
}

/**
 * Puts the markdown between recognised JSX tags into `jsxElement` nodes. CommonMark leaves the tags in raw HTML
 * blocks or paragraphs, with the markdown around them either in sibling nodes (when blank lines separate them)
 * or inside the same block (when none do): that text is parsed again as markdown, without its indentation,
 * as MDX ignores indentation inside JSX.
 */
export function gatherJsx(parent: Parent, scope: MdxScope, page: MdxPage): void {
  const stack: Frame[] = [{ element: undefined, children: [] }];
  for (const child of parent.children) {
    const jsx = jsxTextOf(child, scope);
    const tokens = jsx ? tokenizeJsx(jsx.text) : [];
    // A node that only looked like JSX (no tag of it reads as one) stays as it is: parsing its text again as a
    // fragment would find the same node, without end.
    if (jsx && tokens.some((token) => token.kind !== 'text')) {
      for (const token of tokens) applyToken(stack, token, jsx, scope, page);
      continue;
    }
    const inComponent = stack.length > 1;
    if (inComponent && child.type === 'code' && isIndentedCode(child, scope)) {
      const lines = wholeLines(child, scope);
      top(stack).children.push(...parseFragment(lines.text, lines.start, false, scope, page));
      continue;
    }
    if (PHRASING_PARENTS.has(child.type)) dropInlineJsx(child as Parent, scope, page);
    else if ('children' in child) gatherJsx(child, scope, page);
    top(stack).children.push(child);
  }
  while (stack.length > 1) closeUnclosed(stack, scope, page);
  parent.children = (stack[0] as Frame).children as Parent['children'];
}

/** The text of a node that starts with a recognised tag (or a fenced `mdx-code-block`), where it starts. */
function jsxTextOf(node: RootContent, scope: MdxScope): { text: string; start: SourcePoint } | undefined {
  const start = node.position?.start;
  if (!start) return undefined;
  if (node.type === 'html' && startsWithJsx(node.value)) return { text: node.value, start };
  if (node.type === 'code' && node.lang === 'mdx-code-block')
    return { text: node.value, start: { line: start.line + 1, column: 1 } };
  if (node.type !== 'paragraph' || start.offset === undefined) return undefined;
  const text = scope.source.slice(start.offset, node.position?.end.offset);
  return startsWithJsx(text) ? { text, start } : undefined;
}

function applyToken(
  stack: Frame[],
  token: JsxToken,
  jsx: { text: string; start: SourcePoint },
  scope: MdxScope,
  page: MdxPage,
): void {
  const at = pointIn(jsx.text, token.start, jsx.start);
  switch (token.kind) {
    case 'comment':
      return;
    case 'text':
      if (token.value.trim() !== '')
        top(stack).children.push(...parseFragment(token.value, at, !token.value.includes('\n'), scope, page));
      return;
    case 'open':
    case 'selfClosing': {
      const element = jsxElement(token.name, token.attributes, scope.locate(at));
      if (token.kind === 'selfClosing') top(stack).children.push(element);
      else stack.push({ element, children: [] });
      return;
    }
    case 'close':
      closeElement(stack, token.name, scope.locate(at), scope, page);
  }
}

function jsxElement(name: string, attributes: JsxElement['attributes'], at: SourcePoint): JsxElement {
  return { type: 'jsxElement', name, attributes, at, children: [] };
}

function closeElement(stack: Frame[], name: string, at: SourcePoint, scope: MdxScope, page: MdxPage): void {
  const index = stack.findLastIndex((frame) => frame.element?.name === name);
  if (index < 1) {
    warnAt(page, scope, at, 'mdx-invalid', `</${name}> closes no open <${name}>; it is ignored.`);
    return;
  }
  while (stack.length > index + 1) closeUnclosed(stack, scope, page);
  popFrame(stack);
}

function closeUnclosed(stack: Frame[], scope: MdxScope, page: MdxPage): void {
  const element = popFrame(stack);
  warnAt(
    page,
    scope,
    element.at,
    'mdx-invalid',
    `<${element.name}> is never closed; it ends where its parent ends.`,
    `Close it with </${element.name}>.`,
  );
}

function popFrame(stack: Frame[]): JsxElement {
  const frame = stack.pop() as Frame;
  const element = frame.element as JsxElement;
  element.children = frame.children;
  top(stack).children.push(element);
  return element;
}

function top(stack: Frame[]): Frame {
  return stack[stack.length - 1] as Frame;
}

/**
 * Markdown written between tags, parsed on its own. On the tag's own line (`<summary>Title</summary>`) it is
 * inline, as in MDX: no paragraph around it.
 */
function parseFragment(
  text: string,
  start: SourcePoint,
  inline: boolean,
  scope: MdxScope,
  page: MdxPage,
): RootContent[] {
  const { text: source, indent } = dedent(text);
  const fragment: MdxScope = {
    ...scope,
    source,
    locate: (point) =>
      scope.locate({
        line: start.line + point.line - 1,
        column: point.line === 1 ? start.column + point.column - 1 : point.column + indent,
      }),
  };
  const tree = page.parse(source);
  gatherJsx(tree, fragment, page);
  relocate(tree, fragment);
  const [only] = tree.children;
  if (inline && tree.children.length === 1 && only?.type === 'paragraph') return only.children;
  return tree.children;
}

/**
 * Positions of a parsed fragment moved to where its text was written. Offsets no longer apply, and their
 * absence marks nodes already moved (those of a fragment inside this one).
 */
function relocate(tree: Root, scope: MdxScope): void {
  visit(tree, (node) => {
    if (node.position?.start.offset === undefined) return;
    node.position = {
      start: scope.locate(node.position.start),
      end: scope.locate(node.position.end),
    };
  });
}

/** The lines without the indentation they share; a first line that started after a tag does not count. */
function dedent(text: string): { text: string; indent: number } {
  const lines = text.split('\n');
  const indents = lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  const rest = lines
    .slice(1)
    .map((line) => line.slice(Math.min(indent, /^[ \t]*/.exec(line)?.[0].length ?? 0)));
  return { text: [lines[0], ...rest].join('\n'), indent };
}

/**
 * CommonMark reads markdown indented four spaces as code; inside JSX, MDX reads it as markdown. Such a block
 * starts with its own first line, where a fenced one starts with its fence.
 */
function isIndentedCode(node: Code, scope: MdxScope): boolean {
  const offset = node.position?.start.offset;
  if (offset === undefined) return false;
  const firstLine = scope.source.slice(offset).split('\n', 1)[0] ?? '';
  return firstLine.trim() === (node.value.split('\n', 1)[0] ?? '').trim();
}

function wholeLines(node: Code, scope: MdxScope): { text: string; start: SourcePoint } {
  const startOffset = node.position?.start.offset ?? 0;
  const lineStart = scope.source.lastIndexOf('\n', startOffset - 1) + 1;
  const text = scope.source.slice(lineStart, node.position?.end.offset);
  // The first line starts at column 1: the dedent then treats it like the others.
  return { text: `\n${text}`, start: { line: (node.position?.start.line ?? 1) - 1, column: 1 } };
}

/** Components inside prose (`a <Highlight>b</Highlight> c`) are not rendered: warned about, their tags dropped. */
function dropInlineJsx(parent: Parent, scope: MdxScope, page: MdxPage): void {
  walk<Nodes, Parents>(parent as Parents, (node, index, holder) => {
    if (node.type !== 'html') return undefined;
    const tag = /^<\/?([A-Za-z][\w.]*)/.exec(node.value)?.[1];
    if (!tag || !isRecognisedName(tag) || !holder || index === undefined) return undefined;
    if (!node.value.startsWith('</')) {
      const at = scope.locate(node.position?.start ?? { line: 1, column: 1 });
      warnAt(
        page,
        scope,
        at,
        'mdx-unsupported',
        `<${tag}> inside a paragraph is not rendered; its text is shown without it.`,
        'Put the component on lines of its own, or write its content as markdown.',
      );
    }
    (holder.children as PhrasingContent[]).splice(index, 1);
    return index;
  });
}
