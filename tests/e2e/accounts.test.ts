/**
 * The privacy-consent dialog and the organisation switcher in Debian Chromium against `docgen serve` on a
 * production build of a site that asks for consent and has a section for one organisation
 * (`tests/fixtures/organisations`). A visitor's choice is kept in the browser and stored with their account
 * once they sign in; a reader of two organisations switches to the one whose section they want to read.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { answerAnalytics } from '../helpers/reader.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { signInThroughApi } from '../helpers/sign-in-api.ts';
import { copyFixture, REPO_ROOT, removeSite, runCli } from '../helpers/sites.ts';

let root: string;
let dataDir: string;
let server: RunningServer;
let browser: Browser;
const env = () => ({ DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' });

beforeAll(async () => {
  root = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/organisations/site.config.ts'),
    join(root, 'site.config.ts'),
  );
  // Built as production, as the other browser tests build (see helpers/sign-in-browser.ts).
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  expect(built.code, built.stderr).toBe(0);
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-accounts-'));
  for (const args of [
    ['orgs', 'add', 'acme', '--name', 'Acme'],
    ['add', '--org', 'acme', 'ada@fixture.example'],
  ]) {
    const done = await runCli(['users', '--root', root, ...args], { env: env() });
    expect(done.code, done.stderr).toBe(0);
  }
  server = await startServe(['--dir', join(root, 'build')], env());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await removeSite(root);
});

const consentOf = async (token: string) =>
  (
    (await (
      await fetch(`${server.origin}/api/consent/gdpr`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { result: { consents: Array<{ consent_level: string }> } }
  ).result.consents
    .map((c) => c.consent_level)
    .sort();

describe('privacy consent and organisations, in Chromium', () => {
  it('asks a visitor once, keeps the choice, stores it with the account at sign-in, and switches organisation', async () => {
    const context = await browser.newContext();
    await answerAnalytics(context);
    const page = await context.newPage();
    await page.goto(`${server.origin}/docs/overview`);
    const dialog = page.getByRole('dialog', { name: 'We value your privacy' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Customize' }).click();
    for (const category of ['Necessary cookies', 'Analytics', 'Marketing', 'Retargeting', 'Tracking'])
      await expect(dialog.getByRole('switch', { name: category }).count()).resolves.toBe(1);
    expect(await dialog.getByRole('switch', { name: 'Necessary cookies' }).isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('@slashid/GDPR_CONSENT'))).toBe(
      JSON.stringify(['necessary', 'analytics']),
    );
    await page.reload();
    await page.locator('article h1').first().waitFor();
    expect(await dialog.count()).toBe(0);

    // Signing in (through the API, as the sign-in tests drive the form): the choice goes with the account.
    const reader = await signInThroughApi(server.origin, 'fixture-org', 'ada@fixture.example');
    await context.addCookies([{ ...reader.cookie, url: server.origin, httpOnly: true, sameSite: 'Lax' }]);
    await page.evaluate((token) => localStorage.setItem('@slashid/USER_TOKEN', token), reader.token);
    await page.goto(`${server.origin}/docs/guides/install`);
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => consentOf(reader.token), { timeout: 10_000 }).toEqual(['analytics', 'necessary']);
    expect(await page.locator('article h1').count()).toBe(0);

    // The section is Acme's: the reader switches to Acme and reads it.
    const switcher = page.getByLabel('Organization');
    await switcher.waitFor({ timeout: 15_000 });
    expect(await switcher.inputValue()).toBe('fixture-org');
    await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: 'Acme' })]);
    await page.locator('article h1').first().waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Organization').inputValue()).toBe('acme');
    await context.close();
  });
});
