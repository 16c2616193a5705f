/**
 * Builds the cluster tests' site once for all their files: the three-versions fixture with every sign-in
 * factor (its config from tests/fixtures/sign-in-factors), as production, like the sign-in browser tests.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyFixture, REPO_ROOT, removeSite, runCli } from '../helpers/sites.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterSite: string;
  }
}

export default async function buildClusterSite(project: TestProject): Promise<() => Promise<void>> {
  const root = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/sign-in-factors/site.config.ts'),
    join(root, 'site.config.ts'),
  );
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  if (built.code !== 0) throw new Error(`docgen build failed:\n${built.stderr}`);
  project.provide('clusterSite', root);
  return () => removeSite(root);
}
