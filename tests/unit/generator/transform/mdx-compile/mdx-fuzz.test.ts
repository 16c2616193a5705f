import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { mdxDocuments } from './fuzz-documents.ts';
import { describe, expect, it } from 'vitest';
import { transformMarkdown } from '../../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../../helpers/sites.ts';

const ROOT = join(REPO_ROOT, 'tests/fixtures/mdx-components');
const FILE = 'content/versioned_docs/version-1.0.0/fuzz.mdx';
const cacheDir = mkdtempSync(join(tmpdir(), 'docgen-fuzz-'));
const links = { routesByFile: { [FILE]: '/docs/fuzz' } };

describe('the transform on any MDX', () => {
  it('gives a page, or diagnostics naming the file and line, for any random document', async () => {
    await fc.assert(
      fc.asyncProperty(mdxDocuments, async (body) => {
        const out = await transformMarkdown({
          root: ROOT,
          input: { file: FILE, body, bodyLine: 3 },
          links,
          cacheDir,
        });
        expect(typeof out.html).toBe('string');
        for (const diagnostic of out.diagnostics) {
          expect(diagnostic.file).toMatch(/^(content|src)\//);
          expect(diagnostic.line).toBeGreaterThanOrEqual(1);
        }
      }),
      // 1,000 in CI, whose time is counted (3 s); `DOCGEN_FUZZ_RUNS=10000` for the full run (26 s).
      { numRuns: Number(process.env.DOCGEN_FUZZ_RUNS ?? 1_000) },
    );
  }, 600_000);
});
