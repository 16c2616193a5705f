import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_DOCS, REPO } from './corpus-site.ts';

/** The `hugo` command, when it is installed (Debian: `apt-get install hugo`). */
export const HUGO = spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0 ? 'hugo' : undefined;

/**
 * Hugo's reference layout (`bench/hugo-anchor/`): what a docs page needs and no more, as docgen renders it: a
 * sidebar of the docs sections with the current section's pages, the page, its table of contents; code
 * highlighted (Hugo's default); a markdown link to a missing `.md` file fails the build. A layout that listed
 * every page on every page would make Hugo quadratic, and no fair reference.
 */
const ANCHOR = join(REPO, 'bench', 'hugo-anchor');

/**
 * A Hugo site of a corpus site's pages (their front matter and markdown are Hugo's too) in the reference
 * layout, in a temporary directory: the pages under `content/docs/`, each section with an index page (a folder
 * is a section of Hugo's only with one), the shared image under `static/` at the URL the pages link to.
 */
export async function hugoSite(corpusRoot: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-bench-hugo-'));
  const from = join(corpusRoot, CORPUS_DOCS);
  const docs = join(dir, 'content', 'docs');
  for (const section of (await readdir(from)).filter((name) => name.startsWith('section-'))) {
    await cp(join(from, section), join(docs, section), { recursive: true });
    await writeFile(join(docs, section, '_index.md'), `---\ntitle: ${section}\n---\n`);
  }
  await writeFile(join(docs, '_index.md'), '---\ntitle: Docs\n---\n');
  await cp(join(from, 'assets'), join(dir, 'static', 'docs', 'assets'), { recursive: true });
  await cp(join(ANCHOR, 'hugo.toml'), join(dir, 'hugo.toml'));
  await cp(join(ANCHOR, 'layouts'), join(dir, 'layouts'), { recursive: true });
  return dir;
}
