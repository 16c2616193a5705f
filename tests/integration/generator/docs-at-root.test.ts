/**
 * A site whose docs are at the root (`docs.routeBasePath: '/'`), without versions.json (content/docs is its one
 * version), with a published remark plugin (npm2yarn) in its configuration: tests/fixtures/docs-at-root, built once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePrivatePaths } from '../../../core/access/private-paths.ts';
import { decideAccess } from '../../../core/access/decide-access.ts';
import { governingRoutes } from '../../../core/server/governing-routes.ts';
import type { ServerManifest } from '../../../core/server/manifest.ts';
import { loadSite } from '../../../generator/load/load-site.ts';
import {
  buildSiteAt,
  copyFixture,
  readSiteFile,
  removeSite,
  runCli,
  type CliResult,
} from '../../helpers/sites.ts';

let root: string;
let built: CliResult;

beforeAll(async () => {
  root = await copyFixture('docs-at-root');
  built = await buildSiteAt(root);
}, 120_000);

afterAll(async () => {
  await removeSite(root);
});

const page = (route: string) => readSiteFile(root, `build${route === '/' ? '/index' : route}.html`);

describe('docs at the site root, in a site without versions.json', () => {
  it('builds content/docs as the one version, served from /', async () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toContain('with 0 warning(s)');
    expect(await page('/')).toContain('Rover records what its cameras see.');
    expect(await page('/configuration/record')).toContain('Rover records continuously.');
    expect(existsSync(join(root, 'build', 'docs'))).toBe(false);
  });

  it('resolves absolute .md links against the docs folder, and bare ones beside the file', async () => {
    expect(await page('/')).toContain('href="/configuration/masks"');
    expect(await page('/configuration/record')).toContain('href="/configuration/masks"');
  });

  it("runs the site's remark plugins: npm2yarn's blocks are tabs of the package managers", async () => {
    const html = await page('/');
    for (const label of ['npm', 'Yarn', 'pnpm', 'Bun'])
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>${label}<`));
    expect(html).toContain('data-group-id="npm2yarn"');
    expect(html).toMatch(/yarn(?:<[^>]+>|\s)+add/);
  });

  it('gates the files of a private path wherever its route is', async () => {
    const manifest = JSON.parse(await readSiteFile(root, 'build/.docgen-server.json')) as ServerManifest;
    const rules = compilePrivatePaths(manifest.signIn?.privatePaths ?? []);
    const visitor = (file: string) => {
      const access = governingRoutes(file, manifest.access);
      if (access.kind === 'public') return ['allowed'];
      return access.routes.map((path) => decideAccess({ path, forceLogin: false, rules, user: undefined }));
    };
    expect(visitor('configuration/masks.html')).toEqual(['signInRequired']);
    expect(visitor('configuration/record.html')).toEqual(['allowed']);
  });

  it('cuts a version with a name Docusaurus accepts (5.x), which then is the docs at /', async () => {
    const copy = await copyFixture('docs-at-root');
    try {
      const cut = await runCli(['version', '5.x', '--root', copy]);
      expect(cut.code, cut.stderr).toBe(0);
      expect(JSON.parse(await readSiteFile(copy, 'versions.json'))).toEqual(['5.x']);
      const { site } = await loadSite({ root: copy });
      expect(site.versions.map((v) => [v.name, v.path, v.isLast])).toEqual([['5.x', '/', true]]);
      expect(site.versions[0]?.docs.map((doc) => doc.permalink).sort()).toEqual([
        '/',
        '/configuration/masks',
        '/configuration/record',
      ]);
    } finally {
      await removeSite(copy);
    }
  });
});
