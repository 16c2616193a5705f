import { describe, expect, it } from 'vitest';
import { classifyChange, type WatchEvent } from '../../../../generator/dev/classify-change.ts';

const root = '/sites/docs';
const docgenRoot = '/opt/docgen';
const classify = (path: string, event: WatchEvent = 'change') =>
  classifyChange({ root, docgenRoot, path, event });

describe('what a changed path means for docgen dev', () => {
  it('redoes the pages of a saved markdown file', () => {
    expect(classify('/sites/docs/content/versioned_docs/version-1.0.2/faq.md')).toEqual({
      kind: 'markdown',
      file: 'content/versioned_docs/version-1.0.2/faq.md',
    });
    expect(classify('/sites/docs/content/blog/2025-01-01-hello.md').kind).toBe('markdown');
    expect(classify('/sites/docs/content/versioned_docs/version-1.0.2/install.mdx').kind).toBe('markdown');
  });

  it('builds everything again for added or removed pages and for other content', () => {
    expect(classify('/sites/docs/content/pages/new.md', 'add').kind).toBe('content');
    expect(classify('/sites/docs/content/pages/old.md', 'unlink').kind).toBe('content');
    expect(classify('/sites/docs/content/versioned_sidebars/version-1.0.2-sidebars.json').kind).toBe(
      'content',
    );
    expect(classify('/sites/docs/content/blog/authors.yml').kind).toBe('content');
    expect(classify('/sites/docs/content/static/img/logo.svg').kind).toBe('content');
  });

  it("rebuilds and reloads for a stylesheet of the site's theme.customCss, and ignores its other files", () => {
    const styles = ['src/css/custom.css'];
    const change = (path: string) => classifyChange({ root, docgenRoot, path, event: 'change', styles });
    expect(change('/sites/docs/src/css/custom.css')).toEqual({ kind: 'site', file: 'src/css/custom.css' });
    expect(change('/sites/docs/src/css/other.css').kind).toBe('ignore');
  });

  it('rebuilds and reloads for the config and versions.json, restarts for the theme and client', () => {
    expect(classify('/sites/docs/site.config.ts')).toEqual({ kind: 'site', file: 'site.config.ts' });
    expect(classify('/sites/docs/versions.json').kind).toBe('site');
    expect(classify('/opt/docgen/theme/doc/DocPage.tsx')).toEqual({
      kind: 'code',
      file: 'theme/doc/DocPage.tsx',
    });
    expect(classify('/opt/docgen/client/entry.tsx').kind).toBe('code');
  });

  it('tells the unreleased docs apart, and ignores new folders and editors’ temporary files', () => {
    const file = 'content/docs/overview/overview.md';
    // What the change is when the site builds content/docs (a site without versions, or includeCurrentVersion).
    expect(classify(`/sites/docs/${file}`)).toEqual({
      kind: 'unbuilt',
      file,
      asBuilt: { kind: 'markdown', file },
    });
    expect(classify('/sites/docs/content/sidebars.json')).toMatchObject({
      kind: 'unbuilt',
      asBuilt: { kind: 'content' },
    });
    expect(classify('/sites/docs/content/sidebars.js').kind).toBe('unbuilt');
    expect(classify('/sites/docs/content/sidebars.ts').kind).toBe('unbuilt');
    expect(classify('/sites/docs/content/pages/folder', 'addDir').kind).toBe('ignore');
    expect(classify('/sites/docs/content/pages/4913', 'add').kind).toBe('ignore');
    expect(classify('/sites/docs/content/pages/faq.md~').kind).toBe('ignore');
    expect(classify('/sites/docs/content/pages/faq.md.swp').kind).toBe('ignore');
  });
});
