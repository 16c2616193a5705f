/**
 * The markdown copy of a plain page — CommonMark and GFM only, nothing a plugin turned into theme markup — made
 * from the page's own source: its links and images made absolute and its code blocks cleaned where the HTML
 * path (`page-markdown.ts`) would, the rest as the writer wrote it. Turning the HTML back into markdown cost a
 * fifth of a build; this costs a walk of the markdown tree (`bench/README.md`, "Where a page's transform goes").
 */
import type { Code, Definition, Heading, Image, Link, Nodes, Parents, Root } from 'mdast';
import { EXIT } from 'unist-util-visit';
import type { FileData } from './context.ts';
import { codeLines, type CodeLines } from './code-lines.ts';
import { mayHaveMdx } from './mdx/remark-mdx.ts';
import { absoluteHref, serialised } from './page-markdown.ts';
import { EXPLICIT_ID } from './rehype-headings.ts';
import { imageSource, isExternalImage } from './rehype-images.ts';
import { walk } from './walk.ts';

/** Where the copy's links point from. */
export interface CopyPlace {
  route: string;
  siteUrl: string;
}

/** A span of the source, by offsets, and what it becomes. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * Node types whose source reads as their HTML does once turned back into markdown. Any other (raw HTML,
 * directives, MDX, what a plugin added) sends the page down the HTML path, as does any node a plugin gave
 * `data` (`hName` makes theme markup) or made without a position in the source.
 */
const PLAIN = new Set([
  'root',
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'definition',
  'image',
  'code',
  'footnoteReference',
  'footnoteDefinition',
]);

/**
 * The copy from the page's markdown tree once our remark plugins and the site's ran (links to `.md` files are
 * routes by then) and `source`, the text the tree was parsed from; undefined when the page is not plain.
 */
export function markdownOfSource(
  tree: Root,
  source: string,
  data: FileData,
  place: CopyPlace,
): string | undefined {
  const absolute = (href: string) => absoluteHref(href, place.route, place.siteUrl);
  const edits: Edit[] = [];
  const codeSpans: Edit[] = [];
  let plain = true;
  walk<Nodes, Parents>(tree, (node, _index, parent) => {
    const edit = PLAIN.has(node.type) && node.data === undefined ? editOf(node, parent) : undefined;
    if (edit === undefined) {
      plain = false;
      return EXIT;
    }
    edits.push(...edit);
    if (node.type === 'code' || node.type === 'inlineCode')
      codeSpans.push({ start: start(node), end: end(node), text: '' });
    return undefined;
  });
  // MDX leaves no trace in the tree where it took a node out (an import) or put a partial's in: the page's text
  // outside its code (`Promise<T>` is no component) tells.
  if (!plain || mayHaveMdx(withEdits(source, codeSpans))) return undefined;
  return withEdits(source, edits);

  /** The node's edits (none for most), or undefined when its source cannot make the copy. */
  function editOf(node: Nodes, parent: Parents | undefined): Edit[] | undefined {
    if (node.position?.start.offset === undefined || node.position.end.offset === undefined) return undefined;
    if (node.type === 'link') return linkEdit(node, source, absolute);
    if (node.type === 'image') return imageEdit(node, data, absolute);
    if (node.type === 'definition') return [definitionEdit(node, absolute)];
    if (node.type === 'heading') return explicitIdEdit(node, source);
    if (node.type === 'code') return codeEdit(node, parent);
    return [];
  }
}

function withEdits(source: string, edits: Edit[]): string {
  let copy = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    copy += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  copy += source.slice(at);
  // Blank lines only: a first line's indent may make it code.
  const trimmed = copy.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
  return trimmed === '' ? '' : `${trimmed}\n`;
}

/** `[text](dest "title")` → its destination absolute, text as written; autolinks are absolute already. */
function linkEdit(link: Link, source: string, absolute: (href: string) => string): Edit[] | undefined {
  const url = absolute(link.url);
  if (url === link.url) return [];
  const textEnd = link.children.at(-1)?.position?.end.offset ?? (link.position?.start.offset ?? 0) + 1;
  if (!source.startsWith('](', textEnd)) return undefined;
  return [{ start: textEnd, end: end(link), text: `](${destination(url, link.title)})` }];
}

/** An image's address as the page shows it (images beside the page are copied under `/assets/img/`), absolute. */
function imageEdit(image: Image, data: FileData, absolute: (href: string) => string): Edit[] | undefined {
  const published = isExternalImage(image.url)
    ? image.url
    : image.url.startsWith('/')
      ? image.url
      : publishedImage(image.url, data);
  if (published === undefined) return undefined;
  const text = serialised({ ...image, url: absolute(published) }).trimEnd();
  return [{ start: start(image), end: end(image), text }];
}

/** Where the page's image beside it was published; undefined for a missing image (the HTML path says it). */
function publishedImage(url: string, data: FileData): string | undefined {
  try {
    const source = imageSource(data.input.file, url);
    return data.assets.find((asset) => asset.source === source)?.publicPath;
  } catch {
    return undefined;
  }
}

function definitionEdit(definition: Definition, absolute: (href: string) => string): Edit {
  const text = serialised({ ...definition, url: absolute(definition.url) }).trimEnd();
  return { start: start(definition), end: end(definition), text };
}

/** `## Title {#id}`: the id, which the HTML path drops with the heading's anchor, goes. */
function explicitIdEdit(heading: Heading, source: string): Edit[] | undefined {
  const last = heading.children.at(-1);
  const match = last?.type === 'text' ? EXPLICIT_ID.exec(last.value) : null;
  if (!last || !match) return [];
  const idEnd = end(last);
  const idStart = idEnd - match[0].length;
  return source.slice(idStart, idEnd) === match[0] ? [{ start: idStart, end: idEnd, text: '' }] : undefined;
}

/**
 * A fence as the page shows its code: under its title, without its meta and magic comments. Rewritten only at
 * the top level: in a list or a quote its lines would need their container's prefix.
 */
function codeEdit(code: Code, parent: Parents | undefined): Edit[] | undefined {
  const lang = code.lang ?? undefined;
  const lines: CodeLines =
    lang === 'mermaid'
      ? { code: code.value, highlighted: [] }
      : codeLines(code.value, lang, code.meta ?? undefined);
  if (lines.code === code.value && !code.meta) return [];
  if (!lang || parent?.type !== 'root') return undefined;
  const fenced = serialised({ type: 'code', lang, value: lines.code.replace(/\r\n?/g, '\n') });
  const title = lines.title ? paragraph(lines.title) : '';
  return [{ start: start(code), end: end(code), text: `${title}${fenced.trimEnd()}` }];
}

/** Text as a paragraph of its own, then a blank line. */
function paragraph(text: string): string {
  return `${serialised({ type: 'paragraph', children: [{ type: 'text', value: text }] }).trimEnd()}\n\n`;
}

/**
 * A link's destination and title as CommonMark reads them. Hand-written: `serialised` writes the same for one
 * link at 50 µs a call, a fifth of what this path saves on a page of links.
 */
function destination(url: string, title: string | null | undefined): string {
  const written = url === '' || /[\s<>()\\]/.test(url) ? `<${url.replace(/[<>\\]/g, '\\$&')}>` : url;
  return title ? `${written} "${title.replace(/["\\]/g, '\\$&')}"` : written;
}

function start(node: Nodes): number {
  return node.position?.start.offset ?? 0;
}

function end(node: Nodes): number {
  return node.position?.end.offset ?? 0;
}
