import { readdir, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import picomatch from 'picomatch';

/** Files under `dir` (relative paths, forward slashes, sorted) matching a glob; [] when `dir` is missing. */
export async function listFiles(dir: string, glob: string): Promise<string[]> {
  const isMatch = picomatch(glob);
  // Resolved once: readdir then names each subfolder by this path, a separator and its path below, so a file's
  // path under it is a slice (`path.relative` would resolve two paths for each of a site's thousands of files).
  const base = resolve(dir);
  const prefix = base.endsWith(sep) ? base : base + sep;
  let entries: string[];
  try {
    const dirents = await readdir(base, { recursive: true, withFileTypes: true });
    entries = dirents
      .filter((d) => d.isFile())
      .map((d) => (d.parentPath === base ? d.name : `${d.parentPath.slice(prefix.length)}/${d.name}`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => isMatch(entry))
    .sort();
}

/** Docs, posts and pages are markdown files, `.md` or `.mdx` (both read as the same markdown). */
export const MARKDOWN_FILES = '**/*.{md,mdx}';

/** `guides/setup.mdx` → `guides/setup`. */
export function withoutMarkdownExtension(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

export function contentDir(root: string, ...parts: string[]): string {
  return join(root, 'content', ...parts);
}

/**
 * A file or folder whose name starts with `_` is a partial (imported by pages, as in Docusaurus), never a page.
 */
export function isPartial(file: string): boolean {
  return file.split('/').some((segment) => segment.startsWith('_'));
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
