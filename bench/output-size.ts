// What a build of a corpus sends: the bytes of its pages and their page data (as built, and in all with every
// other file of the output), a doc page's HTML, and what one client-side navigation between two doc pages of
// a section transfers (the target page's HTML, which the client router reads the page's data from, in brotli as
// `docgen serve` sends it; the sidebar file and the client's code are in the browser already). Targets at 1,000
// pages: a doc page's HTML ≤ 30 KB, pages and page data ≤ 37 MB, one navigation ≤ 10 KB; at 5,000 pages the
// output ≤ 5.5× that at 1,000.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { REPO } from './corpus-site.ts';

export interface OutputFigures {
  bench: 'output';
  pages: number;
  /** A doc page's HTML, in KB: the mean over the corpus's doc pages and the largest. */
  doc_html_kb: number;
  doc_html_max_kb: number;
  /** Every page's HTML and page data as built (pages embed their data: there is no page-data file), in MB. */
  pages_and_data_mb: number;
  /** Every file of the output but the precompressed encodings, in MB. */
  output_mb: number;
  /** The same with the encodings the build writes beside files (`.br`, `.gz`), in MB. */
  output_with_encodings_mb: number;
  /** One client-side navigation to a doc page: its HTML in brotli, in KB (mean, then largest). */
  navigation_br_kb: number;
  navigation_br_max_kb: number;
}

/** The figures of the build in `root/build`; builds the site first when it has no build. */
export async function outputSize(root: string, pages: number): Promise<OutputFigures> {
  const dir = join(root, 'build');
  if (!existsSync(join(dir, '.docgen-server.json')))
    execFileSync(process.execPath, [join(REPO, 'bin', 'docgen.mjs'), 'build', '--root', root], {
      stdio: 'ignore',
    });
  const sizes = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const path = join(entry.parentPath, entry.name);
    sizes.set(relative(dir, path).split('\\').join('/'), (await stat(path)).size);
  }
  const encoded = (file: string) => /\.(br|gz)$/.test(file);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const docPages = [...sizes.keys()].filter((file) => /^docs\/.+\.html$/.test(file));
  const html = docPages.map((page) => sizes.get(page) ?? 0);
  const navigation = await Promise.all(docPages.map(async (page) => servedBrotli(join(dir, page))));
  const pageFiles = [...sizes].filter(([file]) => !file.startsWith('_audience/') && !encoded(file));
  const isPageOrData = (file: string) =>
    file.endsWith('.html') || /^_data\/(?!sidebars\/).+\.json$/.test(file);
  return {
    bench: 'output',
    pages,
    doc_html_kb: kb(sum(html) / html.length),
    doc_html_max_kb: kb(Math.max(...html)),
    pages_and_data_mb: mb(sum(pageFiles.filter(([file]) => isPageOrData(file)).map(([, size]) => size))),
    output_mb: mb(sum([...sizes].filter(([file]) => !encoded(file)).map(([, size]) => size))),
    output_with_encodings_mb: mb(sum([...sizes.values()])),
    navigation_br_kb: kb(sum(navigation) / navigation.length),
    navigation_br_max_kb: kb(Math.max(...navigation)),
  };
}

/** How the output grows from the smallest corpus to the largest: the ratio of their outputs. */
export function outputGrowthLine(rows: readonly OutputFigures[]): string | undefined {
  const small = rows.find((row) => row.pages === 1000);
  const large = rows.find((row) => row.pages === 5000);
  if (!small || !large) return undefined;
  const ratio = Math.round((large.output_mb / small.output_mb) * 100) / 100;
  const verdict = ratio <= 5.5 ? 'meets' : 'misses';
  return `output: ${large.output_mb} MB at 5,000 pages, ${ratio}× the ${small.output_mb} MB at 1,000 (${verdict} the 5.5× target)`;
}

/** A file's size in brotli as `docgen serve` compresses the pages the build leaves uncompressed (quality 9). */
async function servedBrotli(file: string): Promise<number> {
  const bytes = await readFile(file);
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
}

function kb(bytes: number): number {
  return Math.round(bytes / 102.4) / 10;
}

function mb(bytes: number): number {
  return Math.round(bytes / (1024 * 102.4)) / 10;
}
