import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliReferencePage } from './cli-reference.ts';
import { configReferencePage } from './config-reference.ts';
import { diagnosticsReferencePage } from './diagnostics-reference.ts';
import { limitsReferencePage } from './limits-reference.ts';

/** docgen's own documentation site, a public docgen site in the repository. */
export const DOCUMENTATION_DIR = 'documentation';

/** The folder of the documentation's latest docs version, where the generated reference pages live. */
function latestDocsDir(repoRoot: string): string {
  const versions = JSON.parse(
    readFileSync(join(repoRoot, DOCUMENTATION_DIR, 'versions.json'), 'utf8'),
  ) as string[];
  return join(DOCUMENTATION_DIR, 'content', 'versioned_docs', `version-${versions[0]}`);
}

/** The generated pages, by path from the repository's root: what `tools/docs-reference.ts` writes. */
export async function referencePages(repoRoot: string): Promise<Map<string, string>> {
  const dir = join(latestDocsDir(repoRoot), 'reference');
  return new Map([
    [join(dir, 'configuration.md'), configReferencePage(repoRoot)],
    [join(dir, 'cli.md'), await cliReferencePage(repoRoot)],
    [join(dir, 'diagnostics.md'), diagnosticsReferencePage()],
    [join(dir, 'limits.md'), limitsReferencePage(repoRoot)],
  ]);
}
