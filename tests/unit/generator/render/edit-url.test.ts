import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfigInput } from '../../../../core/config/schema.ts';
import type { DocEditUrlParams } from '../../../../core/site/edit-url.ts';
import type { BlogPost, Doc, DocVersion, Site } from '../../../../core/site/model.ts';
import { docEditUrl, postEditUrl } from '../../../../generator/render/edit-url.ts';

const BASE = 'https://github.com/acme/site/tree/main/';

function version(name: string, dir: string): DocVersion {
  return {
    name,
    instance: 'default',
    label: name,
    isLast: name === '1.0.0',
    path: '/docs',
    banner: null,
    mainDocId: 'intro',
    docs: [],
    sidebars: {},
    draftIds: [],
    dir,
  };
}

const current = version('current', 'content/docs');
const released = version('1.0.0', 'content/versioned_docs/version-1.0.0');

function siteWith(docs: SiteConfigInput['docs'], blog?: SiteConfigInput['blog']): Site {
  return {
    root: '/site',
    config: siteConfigSchema.parse({ title: 'Acme', docs, blog }),
    versions: [released, current],
    blog: [],
    authors: {},
    pages: [],
    staticFiles: [],
    codeTranslations: {},
    leftOut: [],
  };
}

function doc(file: string, frontMatter: Record<string, unknown> = {}): Doc {
  return {
    id: 'guides/setup',
    version: 'x',
    permalink: '/docs/guides/setup',
    title: 'Setup',
    dirName: 'guides',
    unlisted: false,
    tags: [],
    source: { file, body: '', bodyLine: 1, frontMatter },
  };
}

const english = { locale: 'en', permalink: '/docs/guides/setup' };
const french = { locale: 'fr', permalink: '/fr/docs/guides/setup' };
const frenchFile = 'content/i18n/fr/docusaurus-plugin-content-docs/version-1.0.0/guides/setup.md';

describe("a doc's edit URL", () => {
  it('is the base URL followed by the file relative to the site root', () => {
    const site = siteWith({ editUrl: BASE });
    expect(docEditUrl(site, current, doc('content/docs/guides/setup.md'), english)).toBe(
      'https://github.com/acme/site/tree/main/content/docs/guides/setup.md',
    );
    expect(
      docEditUrl(site, released, doc('content/versioned_docs/version-1.0.0/guides/setup.md'), english),
    ).toBe('https://github.com/acme/site/tree/main/content/versioned_docs/version-1.0.0/guides/setup.md');
  });

  it('leads a versioned doc to the unreleased docs with editCurrentVersion', () => {
    const site = siteWith({ editUrl: BASE, editCurrentVersion: true });
    expect(
      docEditUrl(site, released, doc('content/versioned_docs/version-1.0.0/guides/setup.md'), english),
    ).toBe('https://github.com/acme/site/tree/main/content/docs/guides/setup.md');
  });

  it("leads a translated doc to the default locale's file, or to its translation with editLocalizedFiles", () => {
    expect(docEditUrl(siteWith({ editUrl: BASE }), released, doc(frenchFile), french)).toBe(
      'https://github.com/acme/site/tree/main/content/versioned_docs/version-1.0.0/guides/setup.md',
    );
    expect(
      docEditUrl(siteWith({ editUrl: BASE, editLocalizedFiles: true }), released, doc(frenchFile), french),
    ).toBe(`https://github.com/acme/site/tree/main/${frenchFile}`);
    const both = siteWith({ editUrl: BASE, editLocalizedFiles: true, editCurrentVersion: true });
    expect(docEditUrl(both, released, doc(frenchFile), french)).toBe(
      'https://github.com/acme/site/tree/main/content/i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md',
    );
  });

  it('is what the site’s function returns, given what Docusaurus gives it', () => {
    const given: DocEditUrlParams[] = [];
    const site = siteWith({
      editUrl: (params) => {
        given.push(params);
        return `https://cms.example/${params.locale}/${params.docPath}`;
      },
    });
    expect(docEditUrl(site, released, doc(frenchFile), french)).toBe(
      'https://cms.example/fr/guides/setup.md',
    );
    expect(given).toEqual([
      {
        version: '1.0.0',
        versionDocsDirPath: 'content/versioned_docs/version-1.0.0',
        docPath: 'guides/setup.md',
        permalink: '/fr/docs/guides/setup',
        locale: 'fr',
      },
    ]);
  });

  it('is front matter custom_edit_url when given, and none for custom_edit_url: null', () => {
    const site = siteWith({ editUrl: BASE });
    const file = 'content/docs/guides/setup.md';
    expect(docEditUrl(site, current, doc(file, { custom_edit_url: 'https://other/x.md' }), english)).toBe(
      'https://other/x.md',
    );
    expect(docEditUrl(site, current, doc(file, { custom_edit_url: null }), english)).toBeUndefined();
    expect(
      docEditUrl(siteWith({}), current, doc(file, { custom_edit_url: 'https://other/x.md' }), english),
    ).toBe('https://other/x.md');
  });

  it('is none without editUrl', () => {
    expect(docEditUrl(siteWith({}), current, doc('content/docs/guides/setup.md'), english)).toBeUndefined();
  });
});

describe("a post's edit URL", () => {
  const post = (file: string) => ({ source: { file, frontMatter: {} } }) as BlogPost;
  const postFrench = { locale: 'fr', permalink: '/fr/blog/hello' };

  it('is the base URL followed by the file, the translation only with editLocalizedFiles', () => {
    const file = 'content/i18n/fr/docusaurus-plugin-content-blog/2024-01-05-hello.md';
    expect(postEditUrl(siteWith({}, { editUrl: BASE }), post(file), postFrench)).toBe(
      'https://github.com/acme/site/tree/main/content/blog/2024-01-05-hello.md',
    );
    expect(
      postEditUrl(siteWith({}, { editUrl: BASE, editLocalizedFiles: true }), post(file), postFrench),
    ).toBe(`https://github.com/acme/site/tree/main/${file}`);
  });

  it('is what the site’s function returns', () => {
    const site = siteWith(
      {},
      { editUrl: ({ blogDirPath, blogPath }) => `https://cms/${blogDirPath}|${blogPath}` },
    );
    expect(postEditUrl(site, post('content/blog/2024/hello.md'), postFrench)).toBe(
      'https://cms/content/blog|2024/hello.md',
    );
  });
});

describe('the site configuration', () => {
  const editUrlError = (editUrl: unknown) =>
    siteConfigSchema.safeParse({ title: 'Acme', docs: { editUrl } }).error?.issues[0]?.message;

  it('refuses an editUrl that is neither a URL nor a function', () => {
    expect(editUrlError('github/acme')).toBe('Invalid URL');
    expect(editUrlError(3)).toContain('must be a URL, or a function');
    expect(editUrlError(BASE)).toBeUndefined();
  });
});
