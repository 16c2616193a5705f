/**
 * What a page shows of its markdown besides its HTML (its own `# Title` hides the page's title; a doc's first line
 * of text is its card on a category's generated page) is read by the transform: a build's loaded site keeps no
 * markdown past it, and `docgen dev` shows both as they are after an edit.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../generator/build.ts';
import { createIncrementalBuilder } from '../../../generator/dev/incremental-builder.ts';
import type { Builder } from '../../../generator/dev/messages.ts';
import { copyFixture, editSiteFile, readSiteFile, removeSite } from '../../helpers/sites.ts';
import { quiet } from '../../helpers/quiet-reporter.ts';

const DOCS = 'content/versioned_docs/version-1.0.0/02-guides';
const DEPLOY = `${DOCS}/03-deploy.md`;
const CONFIGURE = `${DOCS}/02-configure.md`;

let root: string;

beforeAll(async () => {
  root = await copyFixture('docusaurus-docs');
}, 120_000);

afterAll(async () => {
  await removeSite(root);
});

describe('a build', () => {
  it("keeps no page's markdown in the loaded site once the transform has it", async () => {
    const { state } = await buildSite({ root, outDir: 'kept', reporter: quiet, keepState: true });
    const site = state?.site;
    const sources = [...(site?.versions.flatMap((v) => v.docs) ?? []), ...(site?.pages ?? [])].map(
      (entity) => entity.source,
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.filter((source) => source.body !== '').map((source) => source.file)).toEqual([]);
  }, 120_000);
});

describe('docgen dev after an edit', () => {
  let builder: Builder;
  const page = (route: string) => readSiteFile(root, `build${route}.html`);

  beforeAll(async () => {
    builder = createIncrementalBuilder({ root, outDir: join(root, 'build'), reporter: quiet });
    expect((await builder.full()).ok).toBe(true);
  }, 120_000);

  it('hides the title under a # Title added, and shows it again once the # Title is gone', async () => {
    expect(await page('/docs/deploy-now')).toContain('<h1 class="page-title">Deploy</h1>');
    await editSiteFile(root, DEPLOY, (text) =>
      text.replace('Deployment text.', '# Shipping\n\nDeployment text.'),
    );
    expect((await builder.files([DEPLOY])).kind).toBe('pages');
    const titled = await page('/docs/deploy-now');
    expect(titled).not.toContain('class="page-title"');
    expect(titled).toContain('<h1 id="shipping">Shipping');
    await editSiteFile(root, DEPLOY, (text) => text.replace('# Shipping\n\n', ''));
    expect((await builder.files([DEPLOY])).kind).toBe('pages');
    expect(await page('/docs/deploy-now')).toContain('<h1 class="page-title">Deploy</h1>');
  }, 60_000);

  it("shows a doc's new first line of text on its category's generated page", async () => {
    expect(await page('/docs/category/guides')).toContain('Configuration text.');
    await editSiteFile(root, CONFIGURE, (text) => text.replace('Configuration text.', 'How to set it up.'));
    expect((await builder.files([CONFIGURE])).kind).toBe('pages');
    const cards = await page('/docs/category/guides');
    expect(cards).toContain('How to set it up.');
    expect(cards).not.toContain('Configuration text.');
  }, 60_000);
});
