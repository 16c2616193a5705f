import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { openPage, readerContext } from '../helpers/reader.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { buildSiteAt, copyFixture, removeSite } from '../helpers/sites.ts';

let root: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  expect((await buildSiteAt(root)).code).toBe(0);
  server = await startServe(['--dir', join(root, 'build')]);
  browser = await launchChromium();
  context = await readerContext(browser, { orgId: 'fixture-org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await removeSite(root);
});

describe('sidebar categories a page leaves out', () => {
  it('are loaded when the reader expands them', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, `${server.origin}/docs/1.1.0/overview`);
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
