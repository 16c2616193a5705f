// `npm run bench [-- --only build|output|real-docs|mdx|dev|widget|reader|identity|serve|cluster|search|relevance --pages 1000]`:
// one JSON object per line, then a table. `build` runs on corpora of 1,000 and 5,000 pages by default
// (`--pages 20000` for the 20,000-page row: one build from nothing and Hugo's, the better part of an hour on a
// shared 2-core machine), each build from nothing right after Hugo's on the same pages when Hugo is installed,
// and includes the `real-docs` rows, the output's size (`output`) and what the search index adds to the build from nothing
// (`search-share.ts`); `search` runs on the largest `--pages`; `mdx` compares a page with components to the same
// page in plain markdown; `relevance` compares docgen's search with Pagefind on labelled queries.
import { parseArgs } from 'node:util';
import { benchBuild, benchRealDocs } from './build.ts';
import { benchCluster } from './cluster.ts';
import { corpusSite } from './corpus-site.ts';
import { benchDev } from './dev-rebuild.ts';
import { benchIdentity } from './identity.ts';
import { benchMdxTransform } from './mdx-transform.ts';
import { outputGrowthLine, outputSize } from './output-size.ts';
import { benchReader } from './reader.ts';
import { benchSearchRelevance } from './search-relevance.ts';
import { benchSearchServe } from './search-serve.ts';
import { searchShare } from './search-share.ts';
import { benchServe, nginxRatioLine, requestLogRatioLine } from './serve.ts';
import { benchWidget } from './widget-size.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, pages: { type: 'string', multiple: true } },
});
const sizes = (values.pages ?? ['1000', '5000']).map(Number);
const rows: Record<string, unknown>[] = [];
const summaries: string[] = [];
const wanted = (...names: string[]) => !values.only || names.includes(values.only);

function record(row: object, tableRow: Record<string, unknown> = { ...row }): void {
  rows.push(tableRow);
  process.stdout.write(`${JSON.stringify(row)}\n`);
}

if (wanted('build')) {
  for (const pages of sizes) {
    const built = await benchBuild(pages);
    for (const row of built) record(row);
    const install = built.find((row) => row.generator === 'docgen' && row.cache === 'install');
    if (install) record(await searchShare(await corpusSite(pages), install));
  }
}
if (wanted('build', 'output')) {
  const outputs = [];
  for (const pages of sizes) outputs.push(await outputSize(await corpusSite(pages), pages));
  for (const row of outputs) record(row);
  const growth = outputGrowthLine(outputs);
  if (growth) summaries.push(growth);
}
if (wanted('build', 'real-docs')) for (const row of await benchRealDocs()) record(row);
if (wanted('mdx')) record(await benchMdxTransform());
if (wanted('dev')) record(await benchDev());
if (wanted('widget')) {
  const row = await benchWidget();
  record(row, { ...row, files: row.files.length });
}
if (wanted('reader')) for (const row of await benchReader()) record(row);
if (wanted('identity')) for (const row of await benchIdentity()) record(row);
if (wanted('serve')) {
  const served = await benchServe();
  for (const row of served) record(row);
  for (const line of [requestLogRatioLine(served), nginxRatioLine(served)]) if (line) summaries.push(line);
}
if (wanted('search')) for (const row of await benchSearchServe(Math.max(...sizes))) record(row);
if (wanted('relevance')) {
  for (const row of await benchSearchRelevance())
    record(row, { ...row, p_at_1_by_kind: JSON.stringify(row.p_at_1_by_kind) });
}
if (wanted('cluster')) for (const row of await benchCluster()) record(row);
console.table(rows);
for (const line of summaries) process.stdout.write(`${line}\n`);
