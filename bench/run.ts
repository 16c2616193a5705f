// `npm run bench [-- --only build|real-docs|dev|widget|reader|identity|serve --pages 1000]`: one JSON object per line, then
// a table. `build` includes the `real-docs` rows, and Hugo's on each corpus when Hugo is installed.
import { parseArgs } from 'node:util';
import { benchBuild, benchRealDocs } from './build.ts';
import { benchDev } from './dev-rebuild.ts';
import { benchIdentity } from './identity.ts';
import { benchReader } from './reader.ts';
import { benchServe } from './serve.ts';
import { benchWidget } from './widget-size.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, pages: { type: 'string', multiple: true } },
});
const sizes = (values.pages ?? ['100', '1000', '5000']).map(Number);
const rows: Record<string, unknown>[] = [];
const wanted = (...names: string[]) => !values.only || names.includes(values.only);

function record(row: object, tableRow: Record<string, unknown> = { ...row }): void {
  rows.push(tableRow);
  process.stdout.write(`${JSON.stringify(row)}\n`);
}

if (wanted('build')) {
  for (const pages of sizes) for (const row of await benchBuild(pages)) record(row);
}
if (wanted('build', 'real-docs')) for (const row of await benchRealDocs()) record(row);
if (wanted('dev')) record(await benchDev());
if (wanted('widget')) {
  const row = await benchWidget();
  record(row, { ...row, files: row.files.length });
}
if (wanted('reader')) for (const row of await benchReader()) record(row);
if (wanted('identity')) for (const row of await benchIdentity()) record(row);
if (wanted('serve')) for (const row of await benchServe()) record(row);
console.table(rows);
