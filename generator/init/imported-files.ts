import { cp, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { CopyReport } from './copy-content.ts';
import { importingFiles, relativeImportsOf } from './rewrite-imports.ts';

/** `import x from '@site/data/models.yaml'`: the site's folder the import names first (`data`). */
const SITE_IMPORT = /^import\b[^'"\n]*['"]@site\/([^/'"\n]+)/gm;

/** Where files imported from outside the Docusaurus site go in the new site. */
const OUTSIDE_DIR = 'src/outside-site';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Files the copied docs and components import that init did not copy, copied too: a folder of the site
 * imported as `@site/data/…` (it keeps its place), and a file outside the site's folder in its repository
 * (`../../../labelmap.txt` from `docs/docs/…`, `../../../errors.json` from `src/pages/errors.js`), put into `src/outside-site/` and added to `moves` so that its
 * imports are rewritten to it.
 */
export async function copyImportedFiles(
  source: string,
  target: string,
  report: Pick<CopyReport, 'copied' | 'moves'>,
): Promise<void> {
  const siteFolders = new Set<string>();
  const outside = new Set<string>();
  for (const [from, to] of [...report.moves]) {
    for (const file of await importingFiles(join(target, to))) {
      const text = await readFile(join(target, to, file), 'utf8');
      for (const [, folder] of text.matchAll(SITE_IMPORT)) if (folder) siteFolders.add(folder);
      for (const path of relativeImportsOf(posix.join(to, file), text)) {
        const imported = posix.join(posix.dirname(posix.join(from, file)), path);
        if (imported.startsWith('../')) outside.add(imported);
      }
    }
  }
  for (const folder of siteFolders) {
    if ((await exists(join(target, folder))) || !(await exists(join(source, folder)))) continue;
    await cp(join(source, folder), join(target, folder), {
      recursive: true,
      errorOnExist: true,
      force: false,
    });
    report.copied.push(`${folder} → ${folder} (imported as @site/${folder})`);
  }
  for (const path of outside) {
    if (!(await exists(join(source, path)))) continue;
    const to = posix.join(OUTSIDE_DIR, path.replace(/^(?:\.\.\/)+/, ''));
    await cp(join(source, path), join(target, to), { errorOnExist: true, force: false });
    report.copied.push(`${path} (outside the site, imported by its docs or components) → ${to}`);
    report.moves.push([path, to]);
  }
}
