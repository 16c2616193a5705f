/**
 * The site's remark plugins run on the build's worker threads too (a batch of more than 24 pages goes there), each
 * thread importing them from site.config.ts: tests/fixtures/docs-at-root, with npm2yarn.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWorkerPool } from '../../../generator/build-pool.ts';
import { loadSiteConfig } from '../../../node/config/load-site-config.ts';
import { sitePluginsKey } from '../../../generator/transform/site-plugins.ts';
import { transformAll } from '../../../generator/transform/transform-all.ts';
import { REPO_ROOT } from '../../helpers/sites.ts';

const root = join(REPO_ROOT, 'tests', 'fixtures', 'docs-at-root');

describe("the site's remark plugins on the worker threads", () => {
  it('turn every page’s npm2yarn block into tabs, and a new plugin key transforms the pages again', async () => {
    const loaded = await loadSiteConfig(root);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const sitePlugins = sitePluginsKey(root, loaded.config.markdown);
    const inputs = Array.from({ length: 25 }, (_, i) => ({
      file: `content/docs/page-${i}.md`,
      body: `# Page ${i}\n\n\`\`\`bash npm2yarn\nnpm install pkg-${i}\n\`\`\`\n`,
      bodyLine: 1,
    }));
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgen-site-plugins-'));
    // A pool per build, as a build has: a pool runs the transform stage once.
    const run = async (key: string) => {
      const pool = buildWorkerPool();
      try {
        return await transformAll({
          root,
          inputs,
          links: { routesByFile: {}, sitePlugins: key },
          cacheDir,
          pool,
        });
      } finally {
        await pool.close();
      }
    };
    try {
      const { outputs } = await run(sitePlugins);
      for (const output of outputs.values()) expect(output.html).toMatch(/role="tab"[^>]*>Yarn</);
      expect((await run(sitePlugins)).cacheHits).toBe(25);
      expect((await run('')).cacheHits).toBe(0);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
