import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { didYouMean } from '../../core/errors/did-you-mean.ts';
import { codeFrame, errorsOf, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SourceFile } from '../../core/site/model.ts';
import type { FrontMatterCache } from './front-matter-cache.ts';
import { readSourceFile } from './source-file.ts';

/**
 * The front matter keys of docs, blog posts and pages, with Docusaurus' types (its plugins' Joi schemas), plus the
 * home page's `features` and `cta`, which docgen reads. A value of the wrong type fails the build; a key neither
 * knows is most often a typo, and warns with the key it most likely meant.
 */
const tocLevel = z
  .number()
  .int({ error: 'must be a whole number from 2 to 6' })
  .min(2, { error: 'must be a whole number from 2 to 6' })
  .max(6, { error: 'must be a whole number from 2 to 6' });
const stringOrNull = z.union([z.string(), z.null()], { error: 'must be a string, or null' });
const tag = z.union([z.string(), z.looseObject({ label: z.string(), permalink: z.string() })], {
  error: 'must be a tag name, or {label, permalink}',
});
const tags = z.union([z.string(), z.array(tag)], { error: 'must be a list of tags' });
const date = z.union([z.string(), z.date()], { error: 'must be a date (YYYY-MM-DD)' });
const author = z.union([z.string(), z.looseObject({})], { error: 'must be an author key, or {name, …}' });

const common = {
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  image: z.string(),
  hide_table_of_contents: z.boolean(),
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  draft: z.boolean(),
  unlisted: z.boolean(),
  last_update: z.looseObject({ date: date.optional(), author: z.string().optional() }),
};

const SCHEMAS = {
  doc: z.object({
    ...common,
    id: z.string(),
    slug: z.string(),
    hide_title: z.boolean(),
    sidebar_label: z.string(),
    sidebar_position: z.number(),
    sidebar_class_name: z.string(),
    sidebar_custom_props: z.looseObject({}),
    sidebar_key: z.string(),
    displayed_sidebar: stringOrNull,
    tags,
    pagination_label: z.string(),
    pagination_prev: stringOrNull,
    pagination_next: stringOrNull,
    custom_edit_url: stringOrNull,
    parse_number_prefixes: z.boolean(),
  }),
  post: z.object({
    ...common,
    id: z.string(),
    slug: z.string(),
    title_meta: z.string(),
    sidebar_label: z.string(),
    tags,
    date,
    authors: z.union([author, z.array(author)], { error: 'must be an author, or a list of authors' }),
    author: z.string(),
    author_title: z.string(),
    author_url: z.string(),
    author_image_url: z.string(),
    authorTitle: z.string(),
    authorURL: z.string(),
    authorImageURL: z.string(),
    custom_edit_url: stringOrNull,
  }),
  page: z.object({
    ...common,
    wrapperClassName: z.string(),
    features: z.array(
      z.looseObject({ title: z.string(), description: z.string().optional(), to: z.string().optional() }),
    ),
    cta: z.looseObject({ label: z.string().optional(), to: z.string().optional() }),
  }),
};

export type FrontMatterKind = keyof typeof SCHEMAS;

/**
 * Every key optional, made once: zod compiles a schema on its first parse, about a millisecond, which a
 * `partial()` per page paid again for every page.
 */
const PARTIAL_SCHEMAS = {
  doc: SCHEMAS.doc.partial(),
  post: SCHEMAS.post.partial(),
  page: SCHEMAS.page.partial(),
};

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value lines)',
};

/**
 * The front matter of a doc, post or page checked against its schema: an error per wrong value, a warning per
 * unknown key, each at the key's line. `text` reads the file's text, needed only when there is something to say.
 */
export function checkFrontMatter(
  source: SourceFile,
  kind: FrontMatterKind,
  text: () => string,
): Diagnostic[] {
  const schema = SCHEMAS[kind];
  const known = Object.keys(schema.shape);
  const unknownKeys = Object.keys(source.frontMatter).filter((key) => !known.includes(key));
  const parsed = PARTIAL_SCHEMAS[kind].safeParse(source.frontMatter);
  if (parsed.success && unknownKeys.length === 0) return [];
  const fileText = text();
  const at = (key: string) => frontMatterKeyAt(source.file, fileText, key);
  const wrong = (parsed.error?.issues ?? []).map((issue): Diagnostic => {
    const key = String(issue.path[0] ?? '');
    const problem =
      issue.code === 'invalid_type'
        ? `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`
        : issue.message;
    return {
      code: 'front-matter-value-invalid',
      severity: 'error',
      ...at(key),
      message: `"${pathText(issue.path)}" ${problem}.`,
      hint: 'Fix the value between the two `---` lines at the top of the file (see "Front matter" in the README).',
    };
  });
  const unknown = unknownKeys.map((key): Diagnostic => {
    const suggestion = didYouMean(key, known);
    return {
      code: 'front-matter-unknown-key',
      severity: 'warning',
      ...at(key),
      message: `Unknown front matter key "${key}": it has no effect.`,
      hint: suggestion ? `Did you mean "${suggestion}"?` : `Remove it, or use one of: ${known.join(', ')}.`,
    };
  });
  return [...wrong, ...unknown].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** A doc, post or page read (`readSourceFile`) and its front matter checked: the source unless it has errors. */
export async function readCheckedSource(
  root: string,
  absolutePath: string,
  kind: FrontMatterKind,
  cache?: FrontMatterCache,
): Promise<{ source?: SourceFile; diagnostics: Diagnostic[] }> {
  const result = await readSourceFile(root, absolutePath, cache);
  if (!result.ok) return { diagnostics: [result.diagnostic] };
  const diagnostics = [
    ...(result.warning ? [result.warning] : []),
    ...checkFrontMatter(result.source, kind, () => readFileSync(absolutePath, 'utf8')),
  ];
  return errorsOf(diagnostics).length > 0 ? { diagnostics } : { source: result.source, diagnostics };
}

/** `tags[1].label` */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** Where a top-level front matter key is written in a file's text, with its code frame. */
export function frontMatterKeyAt(
  file: string,
  text: string,
  key: string,
): Required<Pick<Diagnostic, 'file' | 'line' | 'column' | 'frame'>> {
  const line = keyLine(text.split(/\r?\n/), key);
  return { file, line, column: 1, frame: codeFrame(text, line, 1) };
}

/** The 1-based line of a top-level key in the front matter block that opens the file (its first line if not found). */
function keyLine(lines: readonly string[], key: string): number {
  const written = new RegExp(`^(?:${escape(key)}|"${escape(key)}"|'${escape(key)}')\\s*:`);
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i] ?? ''); i++)
    if (written.test(lines[i] ?? '')) return i + 1;
  return 1;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
