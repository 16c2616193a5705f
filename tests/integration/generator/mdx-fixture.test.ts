import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import {
  buildSiteAt,
  copyFixture,
  readSiteFile,
  removeSite,
  runCli,
  writeSiteFile,
  type CliResult,
} from '../../helpers/sites.ts';

let root: string;
let result: CliResult;

beforeAll(async () => {
  root = await copyFixture('mdx');
  result = await buildSiteAt(root);
});
afterAll(() => removeSite(root));

const html = (file: string) => readSiteFile(root, `build/${file}`);
const DOCS = 'content/versioned_docs/version-1.0.0';

describe('docgen build on a site written in Docusaurus MDX', () => {
  it('builds, warning with file:line:column only about the MDX that does not compile', () => {
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('with 4 warning(s)');
    expect(result.stderr).toContain(`[mdx-invalid] ${DOCS}/unsupported.md:15:41 MDX does not parse`);
    expect(result.stderr).toContain(`[mdx-unsupported] ${DOCS}/unsupported.md:5:1 MDX import`);
    expect(result.stderr).toContain(`[mdx-unsupported] ${DOCS}/unsupported.md:7:1 MDX export`);
    expect(result.stderr).toContain(`[mdx-unsupported] ${DOCS}/unsupported.md:11:1 <Chart>`);
  });

  it('never prints imports, exports or unknown tags as text, and keeps their content', async () => {
    const page = await html('docs/unsupported.html');
    expect(page).not.toMatch(/import |export const|&lt;Chart/);
    expect(page).toContain('<p>Chart caption.</p>');
  });

  it('treats files starting with _ (and folders) as partials, not pages', async () => {
    expect(existsSync(`${root}/build/docs/_note.html`)).toBe(false);
    expect(existsSync(`${root}/build/docs/_shared`)).toBe(false);
    expect(await html('docs/install.html')).not.toContain('href="/docs/_');
  });

  it('renders partials in place, their headings in the page TOC and the inline TOC, their images copied', async () => {
    const page = await html('docs/install.html');
    expect(page).toContain('<h2 id="set-up-the-service">');
    expect(page).toContain('<li><a href="#set-up-the-service">Set up the service</a></li>');
    expect(page).toContain('<div class="admonition-heading">Partials can hold admonitions</div>');
    const image = /<img src="(\/assets\/img\/[^"]+-diagram\.svg)"/.exec(page)?.[1];
    expect(image && existsSync(`${root}/build${image}`)).toBe(true);
    const data = embeddedPageData(page) as { toc: { id: string }[] };
    expect(data.toc.map((entry: { id: string }) => entry.id)).toEqual([
      'choose-your-system',
      'set-up-the-service',
      'check-the-installation',
    ]);
  });

  it('renders server-side tabs, admonitions, details and code block options', async () => {
    expect(await html('docs/install.html')).toContain(
      '<div class="tabs-container" data-group-id="os" data-query-string="os"><div role="tablist"',
    );
    const features = await html('docs/features.html');
    expect(features).toContain(
      'admonition admonition-warning"><div class="admonition-heading">Caution</div>',
    );
    expect(features).toContain('<div class="admonition-heading">Legacy title</div>');
    expect(features).toContain('<summary>Show the <strong>limits</strong></summary>');
    expect(features).toContain('<div class="code-block-title">config.js</div>');
    expect(features).not.toContain('highlight-next-line');
  });

  it('writes each page as markdown: its title, partials, every tab, admonitions, absolute links, fenced code', async () => {
    const install = await html('docs/install.md');
    expect(install.startsWith('# Install\n\n')).toBe(true);
    expect(install).toContain('## Set up the service\n'); // from a partial
    expect(install).toContain('> **Partials can hold admonitions**\n>\n> Shared note text.');
    // Every tab, hidden ones too, under its label.
    expect(install).toContain('**macOS**\n\n```bash\nbrew install fixture\n```');
    expect(install).toContain('**Windows**\n\nRun `setup.exe`.');
    expect(install).toContain('[feature list](https://fixture.example/docs/features#code-blocks)');
    expect(install).toMatch(
      /!\[Setup diagram\]\(https:\/\/fixture\.example\/assets\/img\/[^)]+-diagram\.svg\)/,
    );
    expect(install).not.toMatch(/<|hash-link/);
    const features = await html('docs/features.md');
    expect(features).toContain('> > **Caution**\n> >\n> > Inner caution.');
    expect(features).toContain('```js\nconst a = 1;\nconst b = 2;\n```');
    expect(features).toContain('```python\nfirst = 1\nsecond = 2\n```');
    const catalog = JSON.parse(await readSiteFile(root, 'build/.docgen-pages.json'));
    expect(catalog.pages.map((page: { route: string }) => page.route)).toEqual([
      '/docs/features',
      '/docs/install',
      '/docs/unsupported',
    ]);
  });

  it('transforms a page again when a partial it includes changed', async () => {
    await writeSiteFile(root, `${DOCS}/_note.mdx`, ':::tip[Changed note]\nNew text.\n:::\n');
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(await html('docs/install.html')).toContain('<div class="admonition-heading">Changed note</div>');
  });

  it('fails with --strict on the MDX it cannot render', async () => {
    const strict = await runCli(['build', '--root', root, '--out-dir', 'strict-build', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(`error [mdx-unsupported] ${DOCS}/unsupported.md:7:1`);
    expect(existsSync(`${root}/strict-build`)).toBe(false);
  });
});
