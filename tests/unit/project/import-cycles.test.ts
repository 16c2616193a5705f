/**
 * No import cycles in the browser code or the identity service: a cycle makes load order matter and blurs which
 * module is the lower one. Type-only and lazy (`import()`) edges count too; a module that needs a narrow part of
 * one that loads it lazily declares that part as an interface of its own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/sites.ts';

const CHECKED_FOLDERS = ['client', 'server/identity'];

async function cyclesIn(root: string, globs: string[]): Promise<string[][]> {
  const tree = await parseDependencyTree(globs, {
    context: root,
    tsconfig: join(REPO_ROOT, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}

describe('import cycles', () => {
  it(`none among the modules of ${CHECKED_FOLDERS.join(' and ')}`, async () => {
    const globs = CHECKED_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`);
    const cycles = await cyclesIn(REPO_ROOT, globs);
    const inChecked = cycles.filter((cycle) =>
      cycle.some((file) => CHECKED_FOLDERS.some((folder) => file.startsWith(`${folder}/`))),
    );
    expect(inChecked).toEqual([]);
  }, 30_000);

  it('the check finds a cycle made only of a type import and a lazy import', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-cycles-'));
    try {
      await writeFile(join(dir, 'a.ts'), "export const load = () => import('./b.ts');\n");
      await writeFile(
        join(dir, 'b.ts'),
        "import type { load } from './a.ts';\nexport type Load = typeof load;\n",
      );
      const cycles = await cyclesIn(dir, [join(dir, '*.ts')]);
      expect(cycles.map((cycle) => [...cycle].sort())).toEqual([['a.ts', 'b.ts']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
