import { bodyParts } from './fences.ts';

/**
 * Whether a page needs the MDX compiler: it uses MDX that docgen's markdown path does not recognise (see
 * `../mdx/remark-mdx.ts`) — an import of code or styles, an export, a component other than Tabs, TabItem,
 * TOCInline and imported markdown partials, or (in `.mdx` files) a `{expression}`. Plain markdown, by far most
 * pages, keeps the faster markdown path; so do pages whose MDX that path renders as Docusaurus does.
 */
export function needsMdxCompiler(file: string, body: string): boolean {
  const text = withoutFences(body);
  if (HTML_BLOCK_WITH_MARKDOWN.test(text)) return true;
  const prose = text.replace(CODE_SPAN, '');
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
  return file.endsWith('.mdx') && EXPRESSION.test(prose.replace(RECOGNISED_TAG, ''));
}

const RECOGNISED_IMPORTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/TOCInline']);
const RECOGNISED_COMPONENTS = new Set(['Tabs', 'TabItem', 'TOCInline']);
/** Their tags, whose attributes (`toc={toc}`) the markdown path reads itself. */
const RECOGNISED_TAG = /<(?:Tabs|TabItem|TOCInline)\s[^<>]*>/g;

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
 * `mdx-code-block` fence holds MDX, and is kept.
 */
function withoutFences(body: string): string {
  return bodyParts(body)
    .map((part) => (part.info === undefined || part.info.startsWith('mdx-code-block') ? part.text : ''))
    .join('\n');
}

const CODE_SPAN = /`[^`\n]*`/g;
