import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { codeFrame, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SourceFile } from '../../core/site/model.ts';
import type { FrontMatterCache } from './front-matter-cache.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The front matter block, split off before any markdown is parsed: routes, sidebars and ids come from it while
 * the site is loaded, long before (and on another thread than) each page's markdown is transformed, so parsing
 * whole documents here with `remark-frontmatter` would double the markdown work of a build for one field.
 */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

type Failure = { ok: false; diagnostic: Diagnostic };
export type SourceResult = { ok: true; source: SourceFile; warning?: Diagnostic } | Failure;
type FrontMatterResult = { ok: true; frontMatter: Record<string, unknown> } | Failure;

/**
 * Reads a markdown file: strict UTF-8, valid YAML front matter (errors carry file:line:column); an empty one warns.
 * Synchronous: a site's files are read one after the other, and an asynchronous read costs three round trips
 * through libuv's threadpool (a third of the load stage of a thousand pages).
 */
export async function readSourceFile(
  root: string,
  absolutePath: string,
  cache?: FrontMatterCache,
): Promise<SourceResult> {
  const file = relative(root, absolutePath).split('\\').join('/');
  const bytes = readFileSync(absolutePath);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return fail({
      code: 'file-not-utf8',
      file,
      message: 'The file is not valid UTF-8 text.',
      hint: 'Save it with UTF-8 encoding.',
    });
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Docusaurus builds an empty file as an empty page; so does docgen, with a word about it.
  if (text.trim() === '') {
    return {
      ok: true,
      source: { file, body: '', bodyLine: 1, frontMatter: {} },
      warning: {
        code: 'file-empty',
        severity: 'warning',
        file,
        message: 'The file is empty: it is built as an empty page.',
        hint: 'Write the page, or delete the file.',
      },
    };
  }
  return parseFrontMatter(file, text, cache);
}

/** Splits the front matter off `text` and parses it, or takes its parse from `cache`. */
export function parseFrontMatter(file: string, text: string, cache?: FrontMatterCache): SourceResult {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { ok: true, source: { file, body: text, bodyLine: 1, frontMatter: {} } };
  const yamlText = match[1] ?? '';
  let frontMatter = cache?.get(yamlText);
  if (!frontMatter) {
    const parsed = parseYaml(file, text, yamlText);
    if (!parsed.ok) return parsed;
    frontMatter = parsed.frontMatter;
    cache?.set(yamlText, frontMatter);
  }
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  return { ok: true, source: { file, body: text.slice(match[0].length), bodyLine, frontMatter } };
}

/** The front matter `yamlText` of the file `file` (whose text is `text`) holds, or where it is broken. */
function parseYaml(file: string, text: string, yamlText: string): FrontMatterResult {
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const firstError = document.errors[0];
  if (firstError) {
    const pos = lineCounter.linePos(firstError.pos[0]);
    // The YAML starts on the line after the opening `---`.
    const line = pos.line + 1;
    return fail({
      code: 'front-matter-invalid',
      file,
      line,
      column: pos.col,
      message: `Invalid YAML front matter: ${firstError.message.split('\n')[0]}`,
      hint: 'Fix the YAML between the two `---` lines at the top of the file.',
      frame: codeFrame(text, line, pos.col),
    });
  }
  if (document.contents !== null && !isMap(document.contents)) {
    return fail({
      code: 'front-matter-invalid',
      file,
      line: 2,
      column: 1,
      message: 'Front matter must be a YAML mapping of keys to values.',
      frame: codeFrame(text, 2, 1),
    });
  }
  return { ok: true, frontMatter: (document.toJS() ?? {}) as Record<string, unknown> };
}

function fail(diagnostic: Omit<Diagnostic, 'severity'>): Failure {
  return { ok: false, diagnostic: { severity: 'error', ...diagnostic } };
}
