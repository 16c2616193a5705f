/**
 * A reader switching locale (the three-locale fixture: English, French, Arabic): the locale dropdown keeps the
 * page, the version and the sign-in; an Arabic page lays out right to left; the sign-in form speaks the page's
 * language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  readerPage,
  startFixtureReaderSite,
  waitForReader,
  type FixtureReaderSite,
} from '../helpers/reader.ts';
import { poll } from '../helpers/poll.ts';

let fixture: FixtureReaderSite;

beforeAll(async () => {
  fixture = await startFixtureReaderSite('locales-three');
}, 180_000);
afterAll(async () => fixture?.close());

describe('switching locale', () => {
  it('keeps the page, the version and the sign-in, and remembers the choice', async () => {
    const { page } = await readerPage(fixture.context);
    await openPage(page, `${fixture.site.origin}/docs/next/overview`);
    const token = await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'));
    expect(token).not.toBeNull();
    await page.locator('.locale-dropdown button').click();
    await page.locator('.locale-dropdown a[hreflang="fr"]').click();
    await poll(
      () => (new URL(page.url()).pathname === '/fr/docs/next/overview' ? true : undefined),
      'the French page',
    );
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    // Still signed in: the navbar offers Log out, in French, and the gate is open.
    await waitForReader(page);
    expect(await page.locator('.navbar__sign-in button').textContent()).toBe('Se déconnecter');
    expect(await page.locator('.version-dropdown button').textContent()).toBe('Next');
    expect(await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).toBe(token);
    expect(await page.evaluate(() => localStorage.getItem('docgen.locale'))).toBe('fr');
    expect(await page.locator('.skip-to-content').textContent()).toBe('Aller au contenu principal');
  });

  it('lays an Arabic page out right to left: the sidebar on the right of the content', async () => {
    const { page } = await readerPage(fixture.context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, `${fixture.site.origin}/ar/docs/overview`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const sidebar = await page.locator('aside.doc-sidebar').boundingBox();
    const article = await page.locator('article.doc-article').boundingBox();
    expect(sidebar && article && sidebar.x > article.x).toBe(true);
    expect(await page.locator('.locale-dropdown button').textContent()).toBe('العربية');
  });
  it("asks a signed-out reader of a French page to sign in in French, fetching no other language's texts", async () => {
    const context = await fixture.site.browser.newContext();
    try {
      const page = await context.newPage();
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });
      await page.goto(`${fixture.site.origin}/fr/docs/overview`);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
      const submit = page.locator('[data-testid=sid-form-initial-submit-button]');
      await submit.waitFor();
      expect((await submit.textContent())?.trim()).toBe('Continuer');
      expect(await page.locator('.sid-footer').textContent()).toBe('Sécurité de premier ordre par docgen');
      const code = (await Promise.all(scripts)).join('\n');
      expect(code).toContain('Sécurité de premier ordre par docgen');
      expect(code).not.toContain('Erstklassige Sicherheit von docgen');
    } finally {
      await context.close();
    }
  });
});
