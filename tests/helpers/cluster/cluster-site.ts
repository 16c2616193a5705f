import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, REPO_ROOT, removeSite, runCli } from '../sites.ts';

/**
 * The cluster's site: the three-versions fixture with every sign-in factor (its config from
 * tests/fixtures/sign-in-factors), built as production like the sign-in browser tests' site. Returns its root.
 */
export async function buildClusterSite(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/sign-in-factors/site.config.ts'),
    join(root, 'site.config.ts'),
  );
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  if (built.code !== 0) throw new Error(`docgen build failed:\n${built.stderr}`);
  return { root, remove: () => removeSite(root) };
}
