/**
 * Signing in from a page in another language: the three-locale fixture with German added, built and served by
 * `docgen serve` (dev mailbox). The sign-in e-mail a reader asks for on a `/de/` page is German, and its link
 * signs the reader in.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../helpers/dev-mailbox.ts';
import { poll } from '../helpers/poll.ts';
import { startReaderSite, type ReaderSite } from '../helpers/reader.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../helpers/sites.ts';

let root: string;
let site: ReaderSite;

beforeAll(async () => {
  root = await copyFixture('locales-three');
  const config = await readSiteFile(root, 'site.config.ts');
  await writeSiteFile(
    root,
    'site.config.ts',
    config.replace("locales: ['en', 'fr', 'ar']", "locales: ['en', 'fr', 'ar', 'de']"),
  );
  const built = await buildSiteAt(root);
  if (built.code !== 0) throw new Error(`docgen build failed:\n${built.stderr}`);
  site = await startReaderSite({ dir: `${root}/build`, orgId: 'fixture-org' });
}, 240_000);
afterAll(async () => {
  await site?.close();
  if (root) await removeSite(root);
});

const userToken = (page: Page) => page.evaluate(() => localStorage.getItem('@slashid/USER_TOKEN'));

describe('signing in from a German page', () => {
  it('sends the German sign-in e-mail, whose link signs the reader in', async () => {
    const address = 'leser@fixture.example';
    const context = await site.browser.newContext();
    const first = await context.newPage();
    await first.goto(`${site.origin}/de/docs/overview`);
    expect(await first.evaluate(() => document.documentElement.lang)).toBe('de');
    // The navbar's Log in, in German.
    await first.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await first.locator('input[type=email]').waitFor({ timeout: 15_000 });
    await first.fill('input[type=email]', address);
    await first.click('[data-testid=sid-form-initial-submit-button]');

    const message = await mailTo(site.origin, address);
    expect(message.subject).toBe('Bei Fixture Docs anmelden');
    const link = message.links.find((href) => href.includes('challenges='));
    expect(link).toBeDefined();

    const second = await context.newPage();
    await second.goto(link!);
    await second.locator('.docgen-auth-button--primary').click();
    await poll(async () => ((await userToken(first)) ? true : undefined), 'the first tab signed in');
    await first.getByRole('button', { name: 'Abmelden', exact: true }).waitFor();
    await context.close();
  });
});
