import { posix } from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseFrontMatter } from '../../load/source-file.ts';
import { withDirectiveTitles } from './legacy-admonition-titles.ts';
import type { JsxElement } from './mdx-nodes.ts';
import { builtInNames, warnAt, type MdxPage, type MdxScope } from './mdx-scope.ts';
import { hashText, readPartialText } from './partial-files.ts';

declare module 'mdast' {
  interface Data {
    /** For nodes a partial brought in: the file they were written in, so warnings name it. */
    writtenIn?: { file: string; bodyLine: number };
  }
}

/** A partial read and parsed, with the scope its own imports and positions belong to. */
export interface ParsedPartial {
  tree: Root;
  scope: MdxScope;
}

/**
 * Reads the partial `file` for the element naming it: its front matter is ignored, as in Docusaurus. Remembers its
 * hash for the transform cache. Undefined (after a warning) for a partial that includes itself or cannot be read.
 */
export function parsePartial(
  file: string,
  element: JsxElement,
  scope: MdxScope,
  page: MdxPage,
): ParsedPartial | undefined {
  if (file === page.data.input.file || scope.including.includes(file)) {
    warnAt(
      page,
      scope,
      element.at,
      'mdx-invalid',
      `<${element.name}> includes ${file} inside itself; left out.`,
    );
    return undefined;
  }
  const text = readPartialText(page.root, file);
  if (text === undefined) {
    warnAt(page, scope, element.at, 'mdx-invalid', `The partial ${file} cannot be read; left out.`);
    return undefined;
  }
  if (!page.data.partials.some((use) => use.file === file))
    page.data.partials.push({ file, hash: hashText(text) });
  const read = parseFrontMatter(file, text.replace(/^\uFEFF/, ''));
  if (!read.ok) {
    page.data.diagnostics.push(read.diagnostic);
    return undefined;
  }
  const source = withDirectiveTitles(read.source.body);
  return {
    tree: page.parse(source),
    scope: {
      source,
      file,
      bodyLine: read.source.bodyLine,
      locate: (point) => point,
      names: builtInNames(),
      including: [...scope.including, file],
    },
  };
}

/**
 * Marks where the partial's links, images, directives and paragraphs were written (the page's checks of its own
 * lines leave the last two alone), and rebases its relative image URLs onto the page:
 * they are written relative to the partial but resolved, like the page's own, from the page's file. Nodes of
 * a partial inside this one are already marked and rebased.
 */
export function adoptPartialNodes(tree: Root, partial: MdxScope, pageFile: string): void {
  visit(tree, (node) => {
    const marked =
      node.type === 'link' ||
      node.type === 'definition' ||
      node.type === 'image' ||
      node.type === 'containerDirective' ||
      node.type === 'paragraph';
    if (!marked) return;
    if (node.data?.writtenIn) return;
    node.data = { ...node.data, writtenIn: { file: partial.file, bodyLine: partial.bodyLine } };
    if (node.type === 'image') node.url = rebased(node.url, partial.file, pageFile);
  });
}

function rebased(url: string, from: string, to: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return url;
  const target = posix.join(posix.dirname(from), url);
  const relative = posix.relative(posix.dirname(to), target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
