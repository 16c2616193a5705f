/**
 * docgen's own documentation (`documentation/`), a public docgen site: it builds with every link checked and
 * without a warning, and its generated reference pages (configuration, CLI, diagnostics, limits) say what the
 * code says (run `npm run docs:reference` when this fails).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DOCUMENTATION_DIR, referencePages } from '../../../tools/reference/reference-pages.ts';
import { REPO_ROOT, runCli } from '../../helpers/sites.ts';

it('builds with no broken link and no warning', { timeout: 180_000 }, async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'docgen-documentation-'));
  try {
    const built = await runCli(['build', '--root', join(REPO_ROOT, DOCUMENTATION_DIR), '--out-dir', outDir]);
    expect(built.code, built.stderr).toBe(0);
    expect(`${built.stdout}${built.stderr}`).toMatch(/Built \d+ pages in .* with 0 warning\(s\)/);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});

it('has reference pages as the schema, the commands, the diagnostic codes and the limits make them', async () => {
  for (const [path, expected] of await referencePages(REPO_ROOT)) {
    const written = await readFile(join(REPO_ROOT, path), 'utf8').catch(() => '(missing)');
    expect(written, `${path} is stale: run npm run docs:reference`).toBe(expected);
  }
});
