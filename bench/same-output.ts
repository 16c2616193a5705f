/**
 * Whether a change to docgen leaves its output byte for byte as it was, on the real site (`content/`) and on the
 * 1,000-page corpus, through every path a build can take: from nothing, with nothing changed since the last
 * build, after one page's edit, and after the edit is undone.
 *
 *   node --import tsx bench/same-output.ts save <dir>      # on the reference checkout (e.g. main)
 *   node --import tsx bench/same-output.ts compare <dir>   # on the changed one; exits 1 on any difference
 *
 * `save` writes each case's output under `<dir>/<site>/<case>`; `compare` builds the same cases and names every
 * file that is missing, extra or different. The search index, a SQLite database whose bytes depend on the order
 * of the writes that made it, is compared by what it holds (`tests/helpers/search-database.ts`): every section
 * with its terms, the vocabulary and the versions.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SEARCH_INDEX_FILE } from '../core/search/search-index-file.ts';
import { searchIndexContent } from '../tests/helpers/search-database.ts';
import { corpusSite, REPO } from './corpus-site.ts';

const CLI = join(REPO, 'bin', 'docgen.mjs');

interface SiteUnderTest {
  name: string;
  root: string;
  /** The page edited, relative to the site's root. */
  page: string;
}

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'save' && mode !== 'compare') || !dir) {
  process.stderr.write('usage: same-output.ts save|compare <dir>\n');
  process.exit(2);
}

const sites: SiteUnderTest[] = [
  { name: 'site', root: REPO, page: 'content/versioned_docs/version-1.0.2/faq.md' },
  {
    name: 'corpus-1000',
    root: await corpusSite(1000),
    page: 'content/versioned_docs/version-1.0.0/section-1/page-100.md',
  },
];

let differences = 0;
for (const site of sites) {
  const out = join(dir, site.name, mode === 'save' ? '' : 'latest');
  const file = join(site.root, site.page);
  const original = await readFile(file, 'utf8');
  await rm(join(site.root, '.docgen'), { recursive: true, force: true });
  try {
    await check(site, out, 'cold');
    await check(site, out, 'unchanged');
    await writeFile(file, `${original}\nAn edited paragraph.\n`);
    await check(site, out, 'edited');
    await writeFile(file, original);
    await check(site, out, 'reverted', 'cold');
  } finally {
    await writeFile(file, original);
  }
}
if (mode === 'compare') {
  process.stdout.write(
    differences === 0 ? 'Same output in every case.\n' : `${differences} difference(s).\n`,
  );
  process.exitCode = differences === 0 ? 0 : 1;
}

/** Builds the site as it is now; saves the output as `name`, or compares it with the saved `expected`. */
async function check(site: SiteUnderTest, out: string, name: string, expected = name): Promise<void> {
  const target = mode === 'save' ? join(out, name) : join(out, 'build');
  if (mode === 'save') await rm(target, { recursive: true, force: true });
  build(site.root, target);
  if (mode === 'save') return;
  const found = await compareTrees(join(dir as string, site.name, expected), target);
  for (const line of found) process.stdout.write(`${site.name} ${name}: ${line}\n`);
  differences += found.length;
}

function build(root: string, outDir: string): void {
  const child = spawnSync(process.execPath, [CLI, 'build', '--root', root, '--out-dir', outDir], {
    env: { ...process.env, CI: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (child.status !== 0) throw new Error(`docgen build ${root} failed:\n${child.stderr}`);
}

async function compareTrees(expected: string, actual: string): Promise<string[]> {
  const [want, got] = await Promise.all([filesOf(expected), filesOf(actual)]);
  const lines: string[] = [];
  for (const file of want) {
    if (!got.has(file)) lines.push(`missing ${file}`);
    else if (!(await sameFile(join(expected, file), join(actual, file)))) lines.push(`differs ${file}`);
  }
  for (const file of got) if (!want.has(file)) lines.push(`extra ${file}`);
  return lines;
}

async function sameFile(expected: string, actual: string): Promise<boolean> {
  if (expected.endsWith(SEARCH_INDEX_FILE)) {
    return JSON.stringify(searchIndexContent(expected)) === JSON.stringify(searchIndexContent(actual));
  }
  return (await readFile(expected)).equals(await readFile(actual));
}

async function filesOf(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name))));
}
