import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadReactPages } from '../../../../generator/load/react-pages.ts';
import { transformMarkdown } from '../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const ROOT = join(REPO_ROOT, 'tests/fixtures/mdx-components');

describe('React pages (src/pages)', () => {
  it('become standalone pages titled by their Layout, rendered through their component', async () => {
    const [help] = await loadReactPages(ROOT, new Set());
    expect(help).toMatchObject({
      permalink: '/help',
      title: 'Get help',
      source: { file: 'src/pages/help.jsx' },
    });
    const out = await transformMarkdown({
      root: ROOT,
      input: help?.source ?? { file: '', body: '', bodyLine: 1 },
      links: {
        routesByFile: { 'src/pages/help.jsx': '/help' },
        siteConfig: {
          title: 'Components Fixture',
          tagline: '',
          url: 'https://fixture.example',
          customFields: {},
        },
      },
      cacheDir: mkdtempSync(join(tmpdir(), 'docgen-react-page-')),
    });
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('<h1 class="help_title">How can we help?</h1>');
    expect(out.html).toContain('<a href="/docs/components">components page</a>');
    // Its `config` prop is the site's configuration, as Docusaurus gives a React page.
    expect(out.html).toContain('<p>Or ask the <!-- -->Components Fixture<!-- --> team.</p>');
    // Its counter is interactive: the page is an island.
    expect(out.html).toContain('class="mdx-island"');
    // The first transform of the file starts esbuild and bundles the page's components for both sides.
  }, 30_000);

  it('leaves a route to the markdown page that has it', async () => {
    expect(await loadReactPages(ROOT, new Set(['/help']))).toEqual([]);
  });
});
