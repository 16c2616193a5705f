import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { listFiles } from '../load/walk.ts';
import { bodyParts } from '../transform/mdx-compile/fences.ts';

/** A file or folder of the Docusaurus site and where init put it in the new site (both relative, `/`-separated). */
export type Move = [from: string, to: string];

/** `import X from './y'` and `import './y.css'` lines of MDX and of modules: the relative paths they name. */
const RELATIVE_IMPORT = /^(import\b[^'"\n]*)(['"])(\.\.?\/[^'"\n]+)\2/gm;

/**
 * The markdown files init moved into `content/`, and the modules beside them, import from where they were: `docs/intro.mdx`'s
 * `../src/components/X` is the site's `src/`, which stays at the root of the new site, one folder further away.
 * Each relative import is rewritten to lead to the same file in the new site.
 */
export async function rewriteRelativeImports(target: string, moves: readonly Move[]): Promise<string[]> {
  const rewritten: string[] = [];
  for (const [from, to] of moves) {
    for (const file of await importingFiles(join(target, to))) {
      const written = posix.join(to, file);
      const text = await readFile(join(target, written), 'utf8');
      const next = outsideCode(written, text, (code) =>
        code.replace(RELATIVE_IMPORT, (line, head: string, quote: string, path: string) => {
          const imported = posix.join(posix.dirname(posix.join(from, file)), path);
          const moved = relativeImport(posix.dirname(written), movedPath(imported, moves));
          return moved === path ? line : `${head}${quote}${moved}${quote}`;
        }),
      );
      if (next === text) continue;
      await writeFile(join(target, written), next);
      rewritten.push(written);
    }
  }
  return rewritten;
}

/** The relative paths a file's import lines name. */
export function relativeImportsOf(file: string, text: string): string[] {
  const paths: string[] = [];
  outsideCode(file, text, (code) => {
    for (const match of code.matchAll(RELATIVE_IMPORT)) paths.push(match[3] ?? '');
    return code;
  });
  return paths;
}

/**
 * `change` applied where a file's imports are: all of a module, but only the prose of a markdown file (and its
 * `mdx-code-block` fences, which hold MDX), not its code blocks: an `import` there is an example, shown as written.
 */
function outsideCode(file: string, text: string, change: (code: string) => string): string {
  if (!MARKDOWN_FILE.test(file)) return change(text);
  return bodyParts(text)
    .map((part) =>
      part.info === undefined || part.info.startsWith('mdx-code-block') ? change(part.text) : part.text,
    )
    .join('\n');
}

const MARKDOWN_FILE = /\.mdx?$/;

/** The markdown and script files of a moved folder (relative to it), or `''` for a moved file of either. */
export async function importingFiles(path: string): Promise<string[]> {
  if ((await stat(path)).isDirectory()) return listFiles(path, IMPORTING_FILES);
  return IMPORTING_FILE.test(path) ? [''] : [];
}

const IMPORTING_FILES = '**/*.{md,mdx,js,jsx,ts,tsx}';
const IMPORTING_FILE = /\.(?:mdx?|[jt]sx?)$/;

/** Where a path of the Docusaurus site is in the new site: moved with its folder, or where it was (`src/`). */
function movedPath(path: string, moves: readonly Move[]): string {
  for (const [from, to] of moves)
    if (path === from || path.startsWith(`${from}/`)) return `${to}${path.slice(from.length)}`;
  return path;
}

function relativeImport(fromDir: string, path: string): string {
  const relative = posix.relative(fromDir, path);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
