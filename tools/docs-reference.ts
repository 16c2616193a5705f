/**
 * Writes the generated reference pages of docgen's documentation site (`documentation/`): the configuration
 * reference from the schema's JSDoc, the CLI reference from the commands' definitions, the diagnostic codes from
 * their table, the limits from the server's own tables. `npm run docs:reference` after changing any of those;
 * a test fails while the pages are stale.
 *
 *   node --import tsx tools/docs-reference.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referencePages } from './reference/reference-pages.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
for (const [path, text] of await referencePages(repoRoot)) {
  await mkdir(dirname(join(repoRoot, path)), { recursive: true });
  await writeFile(join(repoRoot, path), text);
  process.stdout.write(`wrote ${path}\n`);
}
