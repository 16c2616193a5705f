import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

/** Builds a fixture copy after one change; expects exit 1, no stack trace and no output directory. */
async function buildBroken(change: (root: string) => Promise<void>): Promise<string> {
  const root = await copyFixture('three-versions');
  sites.push(root);
  await change(root);
  const result = await buildSiteAt(root);
  expect(result.code).toBe(1);
  expect(result.stderr).not.toMatch(/\n[ \t]+at .+:\d+:\d+/);
  expect(result.stderr).toContain('Build failed: ');
  expect(existsSync(`${root}/build`)).toBe(false);
  return result.stderr;
}

const DOC = 'content/versioned_docs/version-2.0.0/guides/install.md';

describe('bad input gives one clear message and exit code 1', () => {
  it('invalid YAML front matter names the file and line, and no follow-on error for the sidebar naming it', async () => {
    const stderr = await buildBroken((root) =>
      writeSiteFile(root, DOC, '---\ntitle: Install\ntags: [a, b\n---\nBody\n'),
    );
    expect(stderr).toMatch(new RegExp(`front-matter-invalid\\] ${DOC}:\\d+:\\d+`));
    expect(stderr).not.toContain('sidebar-doc-missing');
    expect(stderr).toContain('Build failed: 1 error(s)');
  });

  it('an unknown config key names the key, the file and a suggestion', async () => {
    const stderr = await buildBroken(async (root) => {
      const config = await readSiteFile(root, 'site.config.ts');
      await writeSiteFile(root, 'site.config.ts', config.replace("tagline: 'A small", "taglne: 'A small"));
    });
    expect(stderr).toContain('[config-unknown-key] site.config.ts Unknown key "taglne"');
    expect(stderr).toContain('Did you mean "tagline"?');
  });

  it('a sidebar naming a missing doc names the sidebar file and the doc', async () => {
    const file = 'content/versioned_sidebars/version-1.0.0-sidebars.json';
    const stderr = await buildBroken((root) =>
      writeSiteFile(root, file, JSON.stringify({ solutionSidebar: ['overview/overview', 'guides/nowhere'] })),
    );
    expect(stderr).toContain(`[sidebar-doc-missing] ${file}`);
    expect(stderr).toContain('"guides/nowhere"');
  });

  it('versions.json naming a version without a folder says which', async () => {
    const stderr = await buildBroken((root) =>
      writeSiteFile(root, 'versions.json', '["3.0.0","2.0.0","1.1.0","1.0.0"]'),
    );
    expect(stderr).toContain('[version-folder-missing] versions.json');
    expect(stderr).toContain('content/versioned_docs/version-3.0.0');
  });

  it('two pages claiming one route name both files', async () => {
    const stderr = await buildBroken((root) =>
      writeSiteFile(
        root,
        'content/versioned_docs/version-2.0.0/guides/clash.md',
        '---\ntitle: Clash\nslug: /overview\n---\nText\n',
      ),
    );
    expect(stderr).toContain('[duplicate-route]');
    expect(stderr).toContain('Route /docs/overview is claimed by both');
    expect(stderr).toContain('guides/clash.md');
  });

  it('a file that is not UTF-8 is named', async () => {
    const stderr = await buildBroken((root) =>
      writeSiteFile(root, DOC, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x41, 0x0a])),
    );
    expect(stderr).toContain(`[file-not-utf8] ${DOC}`);
  });

  it('a navbar item linking nowhere is a configuration error', async () => {
    const stderr = await buildBroken(async (root) => {
      const config = await readSiteFile(root, 'site.config.ts');
      await writeSiteFile(
        root,
        'site.config.ts',
        config.replace("to: '/docs/overview'", "to: '/docs/nowhere'"),
      );
    });
    expect(stderr).toContain(
      '[navbar-item-broken] site.config.ts Navbar item "Documentation" links to /docs/nowhere',
    );
  });
});
