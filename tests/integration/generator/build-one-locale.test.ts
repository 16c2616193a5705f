/** `docgen build --locale <locale>`: one locale of a translated site built alone, as Docusaurus' `build --locale`. */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readSiteFile, removeSite, runCli, type CliResult } from '../../helpers/sites.ts';

let root: string;
let french: CliResult;

beforeAll(async () => {
  root = await copyFixture('locales-three');
  french = await runCli(['build', '--root', root, '--locale', 'fr']);
}, 180_000);

afterAll(async () => {
  await removeSite(root);
});

const exists = (route: string) =>
  access(join(root, 'build', `${route}.html`)).then(
    () => true,
    () => false,
  );

describe('docgen build --locale', () => {
  it("builds that locale's pages at their usual routes, its links checked, and no other locale's", async () => {
    expect(french.code, french.stderr).toBe(0);
    expect(french.stderr).toContain('with 0 warning(s)');
    expect(await readSiteFile(root, 'build/fr/docs/guides/install.html')).toContain('Installer 2.0.0');
    expect(await exists('/fr/blog')).toBe(true);
    expect(await exists('/docs/overview')).toBe(false);
    expect(await exists('/ar/docs/overview')).toBe(false);
  });

  it('names the locales of the site when asked for one it does not have', async () => {
    const result = await runCli(['build', '--root', root, '--locale', 'xx']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('The site has no locale "xx".');
    expect(result.stderr).toContain('en, fr, ar');
  });
});
