import { Parser } from 'htmlparser2';
import { EXCERPT_END_ELEMENT, TRUNCATE_COMMENT } from '../load/blog-truncate.ts';

const EXCERPT_END = new RegExp(`${TRUNCATE_COMMENT.source}|${EXCERPT_END_ELEMENT}`);

/** The wrapper a compiled page's interactive content is hydrated in (`mdx-compile/compile-page.ts`). */
const ISLAND_CLASS = 'mdx-island';

export interface Excerpt {
  excerptHtml: string;
  hasMore: boolean;
}

/**
 * A post's excerpt for the blog list: its HTML up to the truncate marker, or all of it without one. Docusaurus
 * renders the part of the post before the marker, so the excerpt is that part as well-formed HTML: the elements
 * still open at the marker are closed after it. An island's wrapper open there is left out, its content shown as
 * rendered: the island's bundle hydrates the whole post, which the excerpt is not.
 */
export function excerptOf(html: string): Excerpt {
  const cut = html.search(EXCERPT_END);
  return cut < 0
    ? { excerptHtml: html, hasMore: false }
    : { excerptHtml: closedBefore(html, cut), hasMore: true };
}

interface OpenElement {
  name: string;
  /** Where its start tag begins and ends (exclusive) in the HTML. */
  start: number;
  end: number;
  island: boolean;
}

/** `html` up to `cut`, with its island wrapper's start tag removed and the elements still open there closed. */
function closedBefore(html: string, cut: number): string {
  const before = html.slice(0, cut);
  const open = elementsOpenAtEnd(before);
  let kept = before;
  // From the innermost out, so the positions of the outer ones stay right.
  for (const element of [...open].reverse()) {
    kept = element.island
      ? kept.slice(0, element.start) + kept.slice(element.end)
      : `${kept}</${element.name}>`;
  }
  return kept;
}

/** The elements of an HTML fragment left open at its end, outermost first (void elements close themselves). */
function elementsOpenAtEnd(fragment: string): OpenElement[] {
  const open: OpenElement[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const island = attributes.class?.split(/\s+/).includes(ISLAND_CLASS) === true;
      open.push({ name, start: parser.startIndex, end: parser.endIndex + 1, island });
    },
    onclosetag() {
      open.pop();
    },
  });
  // Not ended: ending would close what is still open, which is what this reports.
  parser.write(fragment);
  return open;
}
