import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSiteAt,
  copyFixture,
  editSiteFile,
  readSiteFile,
  removeSite,
  writeSiteFile,
} from '../../helpers/sites.ts';

const sites: string[] = [];
async function fixture(name = 'three-versions'): Promise<string> {
  const root = await copyFixture(name);
  sites.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const DOC = 'content/versioned_docs/version-1.1.0/guides/install.md';
const OVERVIEW = 'content/versioned_docs/version-1.1.0/overview/overview.md';

/** Appends lines to a page; returns the line number the first of them lands on. */
async function append(root: string, file: string, lines: string[]): Promise<number> {
  const source = await readSiteFile(root, file);
  const text = `${source.trimEnd()}\n\n`;
  await writeSiteFile(root, file, `${text}${lines.join('\n')}\n`);
  return text.split('\n').length;
}

describe('link checks', () => {
  it('fails the build on a broken internal link, naming the page and the target', async () => {
    const root = await fixture();
    const source = await readSiteFile(root, DOC);
    await writeSiteFile(root, DOC, `${source}\n\nSee [the missing page](/docs/1.1.0/no-such-page).\n`);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Broken link on /docs/1.1.0/guides/install: /docs/1.1.0/no-such-page');
    expect(existsSync(`${root}/build`)).toBe(false);
  });

  it('names the markdown file and line that wrote a broken link', async () => {
    const root = await fixture();
    const line = await append(root, DOC, ['See [the missing page](/docs/1.1.0/no-such-page).']);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error [link-broken] ${DOC}:${line}:5`);
  });

  it('warns about a link to a heading or id the target page does not have, with file:line:column', async () => {
    const root = await fixture();
    await append(root, OVERVIEW, ['## Custom heading {#chosen-id}', '', '<a name="legacy-anchor"></a>']);
    const first = await append(root, DOC, [
      'Good: [section](../overview/overview.md#first-section), [detail](/docs/1.1.0/overview#a-detail),',
      '[custom](../overview/overview.md#chosen-id), [legacy](../overview/overview.md#legacy-anchor),',
      '[here](#requirements), [encoded](../overview/overview.md#first%2Dsection).',
      '',
      'Bad: [gone](../overview/overview.md#this-anchor-does-not-exist) and [self](#nowhere).',
    ]);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(0);
    const anchorWarnings = result.stderr.split('\n').filter((l) => l.includes('[anchor-broken]'));
    expect(anchorWarnings).toEqual([
      expect.stringContaining(`warning [anchor-broken] ${DOC}:${first + 4}:6`),
      expect.stringContaining(`warning [anchor-broken] ${DOC}:${first + 4}:69`),
    ]);
    expect(result.stderr).toContain(
      '"#this-anchor-does-not-exist" is not a heading or id of /docs/1.1.0/overview',
    );
    expect(result.stderr).toContain('"#nowhere" is not a heading or id of this page');
    const overview = await readSiteFile(root, 'build/docs/1.1.0/overview.html');
    expect(overview).toContain('id="chosen-id"');
    expect(overview).not.toContain('{#chosen-id}');
  });

  it('fails the build on a broken anchor when docs.onBrokenAnchors is throw', async () => {
    const root = await fixture();
    const config = await readSiteFile(root, 'site.config.ts');
    await writeSiteFile(
      root,
      'site.config.ts',
      config.replace('  signIn: {', "  docs: { onBrokenAnchors: 'throw' },\n  signIn: {"),
    );
    const line = await append(root, DOC, ['See [gone](../overview/overview.md#missing).']);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error [anchor-broken] ${DOC}:${line}:5`);
  });

  it('fails the build on a markdown link to a missing file by default', async () => {
    const root = await fixture();
    const line = await append(root, DOC, ['See [old page](./removed.md).']);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error [markdown-link-broken] ${DOC}:${line}:5`);
  });

  it('only warns about a broken markdown link, with file:line:column, when docs.onBrokenMarkdownLinks is warn', async () => {
    const root = await fixture();
    const config = await readSiteFile(root, 'site.config.ts');
    await writeSiteFile(
      root,
      'site.config.ts',
      config.replace('  signIn: {', "  docs: { onBrokenMarkdownLinks: 'warn' },\n  signIn: {"),
    );
    const source = await readSiteFile(root, DOC);
    await writeSiteFile(root, DOC, `${source}\nSee [old page](./removed.md).\n`);
    const lineCount = `${source}\nSee [old page](./removed.md).\n`.split('\n').length - 1;
    const result = await buildSiteAt(root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`warning [markdown-link-broken] ${DOC}:${lineCount}:5`);
    expect(result.stderr).toMatch(/with 1 warning\(s\)/);
  });

  it('keeps the previous good output when a later build fails', async () => {
    const root = await fixture();
    expect((await buildSiteAt(root)).code).toBe(0);
    await writeSiteFile(root, DOC, '---\ntitle: [broken\n---\nBody');
    expect((await buildSiteAt(root)).code).toBe(1);
    expect(await readSiteFile(root, 'build/docs/1.1.0/guides/install.html')).toContain('Install 1.1.0');
  });
});

describe('anchor checks of a site in several locales (tests/fixtures/locales-three)', () => {
  const FR_INSTALL = 'content/i18n/fr/docusaurus-plugin-content-docs/version-2.0.0/guides/install.md';
  const AR_OVERVIEW = 'content/i18n/ar/docusaurus-plugin-content-docs/version-2.0.0/overview/overview.md';
  const EN_OVERVIEW = 'content/versioned_docs/version-2.0.0/overview/overview.md';

  async function throwingOnBrokenAnchors(): Promise<string> {
    const root = await fixture('locales-three');
    await editSiteFile(root, 'site.config.ts', (config) =>
      config.replace(
        'docs: { includeCurrentVersion: true }',
        "docs: { includeCurrentVersion: true, onBrokenAnchors: 'throw' }",
      ),
    );
    return root;
  }

  it("fails the build on a translated page's broken anchor, naming the translation and the locale's route", async () => {
    const root = await throwingOnBrokenAnchors();
    const line = await append(root, FR_INSTALL, [
      'Bon : [section](../overview/overview.md#first-section), [ici](#requirements).',
      'Mauvais : [perdu](../overview/overview.md#nulle-part) et [titre](#prérequis).',
    ]);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    const anchorErrors = result.stderr.split('\n').filter((l) => l.includes('[anchor-broken]'));
    expect(anchorErrors).toEqual([
      expect.stringContaining(`error [anchor-broken] ${FR_INSTALL}:${line + 1}:11`),
      expect.stringContaining(`error [anchor-broken] ${FR_INSTALL}:${line + 1}:58`),
    ]);
    expect(result.stderr).toContain(
      'Broken anchor on /fr/docs/guides/install: "#nulle-part" is not a heading or id of /fr/docs/overview.',
    );
    // A heading's explicit id replaces its slug, in a translation as in the original.
    expect(result.stderr).toContain('"#prérequis" is not a heading or id of this page');
  });

  it("checks an untranslated page's anchors against its locale's translations of the pages it links to", async () => {
    const root = await throwingOnBrokenAnchors();
    // The English overview links to `install.md#requirements`; the French install keeps that id with `{#requirements}`.
    const source = await readSiteFile(root, FR_INSTALL);
    await writeSiteFile(root, FR_INSTALL, source.replace('## Prérequis {#requirements}', '## Prérequis'));
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error [anchor-broken] ${EN_OVERVIEW}:6:`);
    expect(result.stderr).toContain(
      'Broken anchor on /fr/docs/overview: "#requirements" is not a heading or id of /fr/docs/guides/install.',
    );
    expect(result.stderr).not.toContain('Broken anchor on /docs/overview');
  });

  it('gives the headings of a right-to-left translation the slugs Docusaurus gives them, and checks links to them', async () => {
    const root = await throwingOnBrokenAnchors();
    await append(root, AR_OVERVIEW, ['## قبل البدء', '', 'عد إلى [قبل البدء](#قبل-البدء).']);
    const result = await buildSiteAt(root);
    expect(result.code, result.stderr).toBe(0);
    const overview = await readSiteFile(root, 'build/ar/docs/overview.html');
    expect(overview).toContain('id="قبل-البدء"');
    expect(overview).toContain('href="#قبل-البدء"');
  });
});
