import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../generator/dev/dev-server.ts';
import { devServices } from '../../server/dev/dev-services.ts';
import { silentLogger } from '../../server/identity/logger.ts';
import { launchChromium } from '../helpers/browser.ts';
import { parseColour } from '../helpers/contrast.ts';
import { readerContext, waitForReader } from '../helpers/reader.ts';
import { copyFixture, readSiteFile, removeSite, writeSiteFile } from '../helpers/sites.ts';

const INSTALL = 'content/versioned_docs/version-2.0.0/guides/install.md';

let root: string;
let server: DevServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  server = await startDevServer({
    root,
    services: devServices(),
    port: 0,
    host: '127.0.0.1',
    logger: silentLogger,
    watchCode: false,
  });
  browser = await launchChromium();
  context = await readerContext(browser, { orgId: 'fixture-org' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await removeSite(root);
});

/** Opens a page of the dev server as a signed-in reader and waits until its dev client is listening. */
async function open(path: string): Promise<{ page: Page; errors: string[]; navigations: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const navigations: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The fixture has no favicon: Chromium's own /favicon.ico request is not the page's doing.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const listening = page.waitForResponse((response) => response.url().endsWith('/__docgen/events'));
  await page.goto(`http://127.0.0.1:${server.port}${path}`, { waitUntil: 'load' });
  await listening;
  await waitForReader(page);
  return { page, errors, navigations };
}

describe('docgen dev in Chromium', () => {
  it('shows a saved doc in the open tab without reloading it', async () => {
    const { page, errors, navigations } = await open('/docs/guides/install');
    await expect(page.locator('.markdown').first().textContent()).resolves.toContain(
      'Install Fixture 2.0.0.',
    );
    await page.evaluate(() => Object.assign(window, { __beforeEdit: 'still here' }));

    const good = await readSiteFile(root, INSTALL);
    await writeSiteFile(
      root,
      INSTALL,
      good.replace('Install Fixture 2.0.0.', 'Install Fixture 2.0.0 live from the editor.'),
    );
    await page.getByText('live from the editor').waitFor({ timeout: 10_000 });

    expect(await page.evaluate(() => (window as unknown as { __beforeEdit?: string }).__beforeEdit)).toBe(
      'still here',
    );
    expect(navigations).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names a front matter mistake at its line over the page and removes it when the file is fixed', async () => {
    const { page, errors } = await open('/docs/guides/install');
    const good = await readSiteFile(root, INSTALL);
    const overlay = page.locator('#__docgen-dev-overlay');

    await writeSiteFile(root, INSTALL, good.replace('title: Install 2.0.0', '$&\nsidebar_position: two'));
    await overlay.waitFor({ timeout: 10_000 });
    await expect(overlay.textContent()).resolves.toContain(
      `${INSTALL}:3:1 "sidebar_position" must be a number.`,
    );
    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
      const background = parseColour(
        await overlay.evaluate((element) => getComputedStyle(element).backgroundColor),
      );
      expect(background[3], `the overlay's background in ${mode} mode`).toBe(1);
    }

    await writeSiteFile(root, INSTALL, good.replace('live from the editor', 'fixed again'));
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('fixed again').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names a broken link at its line over the page, which shows the edit, and clears it once fixed', async () => {
    const { page, errors } = await open('/docs/guides/install');
    const good = await readSiteFile(root, INSTALL);
    const overlay = page.locator('#__docgen-dev-overlay');

    // Line 6 of the fixture's page.
    await writeSiteFile(
      root,
      INSTALL,
      good.replace('](../overview/overview.md)', '](../overview/no-such-page.md)'),
    );
    await overlay.waitFor({ timeout: 10_000 });
    await expect(overlay.textContent()).resolves.toMatch(
      new RegExp(`${INSTALL}:6:\\d+ Markdown link "../overview/no-such-page.md" does not point to a page`),
    );
    await expect(overlay.getAttribute('data-errors')).resolves.toBe('1');

    await writeSiteFile(root, INSTALL, good.replace('Install Fixture', 'Install the fixed Fixture'));
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Install the fixed Fixture').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
