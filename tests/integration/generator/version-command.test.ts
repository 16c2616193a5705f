import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, runCli } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

async function fixture(): Promise<string> {
  const root = await copyFixture('three-versions');
  sites.push(root);
  return root;
}

describe('docgen version', () => {
  it('snapshots content/docs as the new latest version', async () => {
    const root = await fixture();
    const result = await runCli(['version', '3.0.0', '--root', root]);
    expect(result.code).toBe(0);
    expect(JSON.parse(await readSiteFile(root, 'versions.json'))).toEqual([
      '3.0.0',
      '2.0.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(await readSiteFile(root, 'content/versioned_docs/version-3.0.0/overview/overview.md')).toContain(
      'Overview',
    );
    expect(await readSiteFile(root, 'content/versioned_sidebars/version-3.0.0-sidebars.json')).toContain(
      'solutionSidebar',
    );
    expect((await buildSiteAt(root)).code).toBe(0);
    const latest = JSON.parse(await readSiteFile(root, 'build/_data/docs/overview.json'));
    expect(latest.version).toBe('3.0.0');
    const previous = JSON.parse(await readSiteFile(root, 'build/_data/docs/2.0.0/overview.json'));
    expect(previous.version).toBe('2.0.0');
  });

  it('refuses a version that exists', async () => {
    const root = await fixture();
    const result = await runCli(['version', '2.0.0', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Version 2.0.0 already exists.');
  });

  it('refuses a name that is not a version', async () => {
    const root = await fixture();
    const result = await runCli(['version', '../evil', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"../evil" is not a valid version name.');
    expect(JSON.parse(await readSiteFile(root, 'versions.json'))).toEqual(['2.0.0', '1.1.0', '1.0.0']);
  });
});
