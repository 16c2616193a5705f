import type { MarkdownFormat } from '../context.ts';
import { withoutCodeSpans } from './code-spans.ts';
import { type BodyPart, bodyParts } from './fences.ts';

/**
 * Whether a page needs the MDX compiler: it uses MDX that docgen's markdown path does not recognise (see
 * `../mdx/remark-mdx.ts`) — an import of code or styles, an export, a component other than Tabs, TabItem,
 * TOCInline (given the whole `toc`) and imported markdown partials, or a `{expression}` (in text or in an attribute, `style={{…}}`), in
 * `.md` as in `.mdx` files as Docusaurus 3 reads both, but in `.mdx` only when the site's `markdown.format` is
 * `'detect'`. Plain markdown, by far most pages, keeps the faster markdown path; so do pages whose MDX that path
 * renders as Docusaurus does.
 */
export function needsMdxCompiler(file: string, body: string, format: MarkdownFormat = 'mdx'): boolean {
  const text = withoutFences(body);
  if (HTML_BLOCK_WITH_MARKDOWN.test(text)) return true;
  const prose = withoutCodeSpans(text);
  const partialNames = new Set<string>();
  for (const match of prose.matchAll(IMPORT_LINE)) {
    const statement = match[0];
    const source = IMPORT_SOURCE.exec(statement)?.[2] ?? '';
    const partial = /\.mdx?$/.test(source) ? DEFAULT_NAME.exec(statement)?.[1] : undefined;
    if (partial) partialNames.add(partial);
    else if (!RECOGNISED_IMPORTS.has(source)) return true;
  }
  if (EXPORT_LINE.test(prose)) return true;
  for (const match of prose.matchAll(COMPONENT_TAG)) {
    const name = match[1] as string;
    if (!RECOGNISED_COMPONENTS.has(name) && !partialNames.has(name)) return true;
  }
  if (TOC_INLINE_WITH_PART.test(prose)) return true;
  return (format === 'mdx' || file.endsWith('.mdx')) && EXPRESSION.test(prose.replace(RECOGNISED_TAG, ''));
}

const RECOGNISED_IMPORTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/TOCInline']);
const RECOGNISED_COMPONENTS = new Set(['Tabs', 'TabItem', 'TOCInline']);
/** Their tags, whose attributes (`toc={toc}`) the markdown path reads itself. */
const RECOGNISED_TAG = /<(?:Tabs|TabItem|TOCInline)\s[^<>]*>/g;

/** `<TOCInline toc={toc.slice(2)} />`: the markdown path shows the whole `toc`; MDX evaluates what is given. */
const TOC_INLINE_WITH_PART = /<TOCInline\s[^<>]*\btoc=\{(?!\s*toc\s*\})/;

const IMPORT_LINE = /^import\b[^\n]*(?:\n(?!import\b|export\b|\s*\n)[^\n]*)*/gm;
const IMPORT_SOURCE = /(?:\bfrom\s*|^import\s*)(['"])([^'"]*)\1/;
const DEFAULT_NAME = /^import\s+([A-Za-z_$][\w$]*)\s+from\b/;
const EXPORT_LINE = /^export\s/m;
const COMPONENT_TAG = /<([A-Z][\w$]*(?:\.[\w$]+)*)/g;
/**
 * The HTML elements that open a block of raw HTML in CommonMark when a line starts with them; but `details` and
 * `summary`, whose markdown the markdown path renders itself.
 */
const HTML_BLOCK_TAGS =
  'address|article|aside|blockquote|caption|center|dd|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|legend|li|main|nav|ol|p|section|table|tbody|td|tfoot|th|thead|tr|ul';
/**
 * A line opening such a block with markdown after the tag (`<figcaption>\`main.dbml\` …`): markdown keeps it as
 * raw HTML, MDX reads JSX whose content is markdown (a code span, strong text, a link).
 */
const HTML_BLOCK_WITH_MARKDOWN = new RegExp(
  `^[ \\t]*<(?:${HTML_BLOCK_TAGS})\\b[^<>\\n]*>[^\\n]*?(?:\`[^\`\\n]+\`|\\*\\*[^*\\n]+\\*\\*|\\]\\([^)\\n]+\\))`,
  'im',
);
/** A `{` that opens an expression, not an MDX comment `{/* … *\/}` nor a heading id `{#id}`. */
const EXPRESSION = /\{(?![/#])/;

/**
 * The body without fenced code blocks, where none of the above means MDX (nor does it in code spans); an
 * `mdx-code-block` fence holds MDX: its content is kept.
 */
function withoutFences(body: string): string {
  return bodyParts(body)
    .map((part) =>
      part.info === undefined ? part.text : part.info.startsWith('mdx-code-block') ? inside(part) : '',
    )
    .join('\n');
}

/** A code block's lines after its opening fence, without its closing fence (if it has one). */
function inside(part: BodyPart): string {
  const lines = part.text.split('\n').slice(1);
  const closed = CLOSING_FENCE.test(lines.at(-1)?.trim() ?? '');
  return (closed ? lines.slice(0, -1) : lines).join('\n');
}

const CLOSING_FENCE = /^(?:`{3,}|~{3,})$/;
