import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  startFixtureReaderSite,
  type FixtureReaderSite,
  type ReaderSite,
} from '../helpers/reader.ts';

let fixture: FixtureReaderSite;
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  fixture = await startFixtureReaderSite('three-versions');
  ({ site, context } = fixture);
});
afterAll(async () => fixture?.close());

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
