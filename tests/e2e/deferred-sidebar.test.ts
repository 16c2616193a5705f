import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, siteReaderContext, startReaderSite, type ReaderSite } from '../helpers/reader.ts';
import { buildSiteAt, copyFixture, removeSite } from '../helpers/sites.ts';

let root: string;
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  expect((await buildSiteAt(root)).code).toBe(0);
  site = await startReaderSite({ dir: join(root, 'build'), orgId: 'fixture-org' });
  context = await siteReaderContext(site);
});
afterAll(async () => {
  await site?.close();
  await removeSite(root);
});

describe('sidebar categories a page leaves out', () => {
  it('are loaded when the reader expands them', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, `${site.origin}/docs/1.1.0/overview`);
    const sidebar = page.locator('aside.doc-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Installing' }).count()).resolves.toBe(0);
    await sidebar.getByRole('button', { name: 'Guides' }).click();
    await sidebar.getByRole('link', { name: 'Installing' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Installing' }).getAttribute('href')).toBe(
      '/docs/1.1.0/guides/install',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
