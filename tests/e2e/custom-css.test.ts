import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startFixtureReaderSite, type FixtureReaderSite } from '../helpers/reader.ts';

let fixture: FixtureReaderSite;

beforeAll(async () => {
  fixture = await startFixtureReaderSite('mdx-components');
});
afterAll(async () => fixture?.close());

describe("a site's custom CSS in the browser", () => {
  it("applies its own rules and sets the theme's colours through Docusaurus' variables", async () => {
    const page = await fixture.context.newPage();
    await openPage(page, `${fixture.site.origin}/docs/plain`);
    const heading = page.locator('main h2').first();
    expect(await heading.evaluate((element) => getComputedStyle(element).letterSpacing)).toBe('3px');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--docgen-primary').trim(),
    );
    expect(primary).toBe('#c2185b');
    await page.close();
  });
});
