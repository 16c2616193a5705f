import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, type CliResult } from '../../helpers/sites.ts';

let root: string;
let result: CliResult;

beforeAll(async () => {
  root = await copyFixture('real-docs');
  result = await buildSiteAt(root);
});
afterAll(() => removeSite(root));

describe('docgen build on a fixture shaped like real product docs', () => {
  it('builds every page with no warning: every relative link and every #anchor across pages resolves', () => {
    expect(result.stderr).toMatch(/Built 40 pages in [\d.]+ s with 0 warning\(s\)/);
    expect(result.code).toBe(0);
  });

  it('turns a relative .md link with an anchor three folders deep into the route and the heading id', async () => {
    const page = await readSiteFile(
      root,
      'build/docs/operations/clustering/adding-and-removing-brokers-without-downtime-in-a-running-cluster.html',
    );
    expect(page).toContain(
      'href="/docs/getting-started/installing-kestrel-on-linux-with-systemd-and-a-dedicated-service-user#configure-the-broker"',
    );
    const target = await readSiteFile(
      root,
      'build/docs/getting-started/installing-kestrel-on-linux-with-systemd-and-a-dedicated-service-user.html',
    );
    expect(target).toContain('id="configure-the-broker"');
  });
});
