/**
 * Compares what readers see on a real Docusaurus build of a site with docgen's build of the same site (made by
 * `docgen init --from-docusaurus`): every route of the Docusaurus build, its visible text word for word
 * (page-facts.ts). Prints the pages compared, the pages whose text is equal, the share of words matched per page
 * and overall, and the worst pages with what differs.
 *
 *   node --import tsx tools/compare-docusaurus-build.ts <docusaurus site>/build <docgen site>/build [--worst 10] \
 *     [--skip '.theme-last-updated']
 *
 * A route docgen does not build counts as 0 % matched; docgen's own pages that Docusaurus has no route for are
 * listed, not compared. `--skip` leaves elements of the Docusaurus pages out, to set aside what docgen does not
 * show by design (the migration guide lists it: dates from git) and see what else differs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { diffArrays } from 'diff';
import { docgenFacts } from './docgen-page-facts.ts';
import { docusaurusText } from './docusaurus-reference.ts';
import { htmlRoutes, parseHtml } from './page-facts.ts';

export interface PageComparison {
  route: string;
  /** Words both pages have, in order, over the words of the longer page (1 when both are empty). */
  matched: number;
  /** What differs: `- words` only Docusaurus shows, `+ words` only docgen shows. */
  changes: string[];
}

export interface BuildComparison {
  pages: PageComparison[];
  /** Words both builds show, over all words, on every compared page. */
  overall: number;
  /** Routes only docgen builds. */
  docgenOnly: string[];
}

const words = (text: string) => (text === '' ? [] : text.split(' '));

/** The pages' words aligned (a longest common subsequence): the share in common, and the runs that differ. */
export function compareText(route: string, docusaurus: string, docgen: string) {
  const parts = diffArrays(words(docusaurus), words(docgen));
  const common = parts.filter((p) => !p.added && !p.removed).reduce((n, p) => n + p.count, 0);
  const longer = Math.max(words(docusaurus).length, words(docgen).length);
  const changes = parts
    .filter((p) => p.added || p.removed)
    .map((p) => `${p.added ? '+' : '-'} ${p.value.join(' ')}`);
  return { page: { route, matched: longer === 0 ? 1 : common / longer, changes }, common, longer };
}

/** Docusaurus' routes and their text: every HTML page of its build with a main area (not its redirects). */
async function docusaurusPages(buildDir: string, skip: string | undefined): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const [route, file] of await htmlRoutes(buildDir)) {
    const document = parseHtml(await readFile(join(buildDir, file), 'utf8'));
    if (!document.querySelector('#__docusaurus_skipToContent_fallback')) continue;
    if (skip) for (const element of document.querySelectorAll(skip)) element.remove();
    pages.set(route, docusaurusText(document));
  }
  return pages;
}

export async function compareBuilds(
  docusaurusBuild: string,
  docgenBuild: string,
  skip?: string,
): Promise<BuildComparison> {
  const expected = await docusaurusPages(docusaurusBuild, skip);
  const { routes } = await docgenFacts(docgenBuild);
  let common = 0;
  let total = 0;
  const pages = [...expected].map(([route, text]) => {
    const result = compareText(route, text, routes[route]?.text ?? '');
    if (!routes[route]) result.page.changes.unshift('(docgen has no such route)');
    common += result.common;
    total += result.longer;
    return result.page;
  });
  const docgenOnly = Object.keys(routes).filter((route) => !expected.has(route));
  return { pages, overall: total === 0 ? 1 : common / total, docgenOnly };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const truncate = (line: string) => (line.length > 200 ? `${line.slice(0, 200)}…` : line);

export function report(comparison: BuildComparison, worst: number): string {
  const equal = comparison.pages.filter((p) => p.matched === 1).length;
  const total = comparison.pages.length;
  const lines = [
    `pages compared: ${total}`,
    `pages matched:  ${equal} (${percent(total === 0 ? 1 : equal / total)})`,
    `text matched:   ${percent(comparison.overall)} of words`,
  ];
  const differing = comparison.pages.filter((p) => p.matched < 1).sort((a, b) => a.matched - b.matched);
  if (differing.length > 0) lines.push('', 'per page (differing only):');
  for (const page of differing) lines.push(`  ${percent(page.matched).padStart(7)}  ${page.route}`);
  for (const page of differing.slice(0, worst)) {
    lines.push(
      '',
      `${page.route} (${percent(page.matched)}):`,
      ...page.changes.map((c) => `  ${truncate(c)}`),
    );
  }
  if (comparison.docgenOnly.length > 0) {
    lines.push('', `only docgen builds: ${comparison.docgenOnly.join(', ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { worst: { type: 'string', default: '10' }, skip: { type: 'string' } },
  });
  const [docusaurusBuild, docgenBuild] = positionals;
  if (!docusaurusBuild || !docgenBuild) {
    throw new Error('usage: compare-docusaurus-build.ts <docusaurus build> <docgen build> [--worst 10]');
  }
  const comparison = await compareBuilds(docusaurusBuild, docgenBuild, values.skip);
  console.log(report(comparison, Number(values.worst)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
