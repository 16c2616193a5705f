import { describe, expect, it } from 'vitest';
import { siteConfigFromDocusaurus } from '../../../../generator/init/docusaurus-config.ts';
import { siteConfigSource } from '../../../../generator/init/write-site-config.ts';

const routes = {
  ofDoc: () => undefined,
  ofSidebar: () => undefined,
  rootOf: () => undefined,
  docsRoot: '/docs',
};
const site = { relativePath: (path: string) => path };
const REPOSITORY = 'https://github.com/acme/acme';

function converted(docs: object, more: object = {}) {
  const source = { title: 'Docs', url: 'https://docs.example', presets: [['classic', { docs }]], ...more };
  return siteConfigFromDocusaurus(source, routes, site);
}

const docParams = {
  version: 'current',
  versionDocsDirPath: 'content/docs',
  permalink: '/docs/a',
  locale: 'en',
};

describe("docgen init: a docs or blog editUrl function (docs kept outside the site's folder)", () => {
  it('that appends the file to a base URL is written out, giving the same links', () => {
    const editUrl = ({ docPath }: { docPath: string }) => `${REPOSITORY}/edit/main/docs/${docPath}`;
    const { config, notes } = converted({ path: '../docs', editUrl });
    const written = config.docs?.editUrl;
    if (typeof written !== 'function') throw new Error('editUrl was not written');
    expect(written({ ...docParams, docPath: 'guides/options.md' })).toBe(
      `${REPOSITORY}/edit/main/docs/guides/options.md`,
    );
    expect(siteConfigSource(config, {}, 'header')).toContain(
      `editUrl: ({ docPath }) => "${REPOSITORY}/edit/main/docs/" + docPath`,
    );
    expect(notes.join('\n')).not.toContain('editUrl');
  });

  it("that appends the file's folder and path to a base URL is written out, naming the folders as Docusaurus did", () => {
    const editUrl = ({ versionDocsDirPath, docPath }: { versionDocsDirPath: string; docPath: string }) =>
      `${REPOSITORY}/edit/main/website/${versionDocsDirPath}/${docPath}`;
    const { config, notes } = converted({ path: '../docs', editUrl });
    const written = config.docs?.editUrl;
    if (typeof written !== 'function') throw new Error('editUrl was not written');
    expect(written({ ...docParams, docPath: 'guides/options.md' })).toBe(
      `${REPOSITORY}/edit/main/website/../docs/guides/options.md`,
    );
    const versioned = { version: '2.0', versionDocsDirPath: 'content/versioned_docs/version-2.0' };
    expect(written({ ...docParams, ...versioned, docPath: 'intro.md' })).toBe(
      `${REPOSITORY}/edit/main/website/versioned_docs/version-2.0/intro.md`,
    );
    expect(siteConfigSource(config, {}, 'header')).toContain(
      `editUrl: ({ versionDocsDirPath, docPath }) => "${REPOSITORY}/edit/main/website/" + (versionDocsDirPath === "content/docs" ? "../docs" : versionDocsDirPath.replace(/^content\\//, "")) + "/" + docPath`,
    );
    expect(notes.join('\n')).not.toContain('editUrl');
  });

  it('that reads the version is named in the notes, to be written by hand', () => {
    const editUrl = ({ version, docPath }: { version: string; docPath: string }) =>
      `${REPOSITORY}/edit/${version === 'current' ? 'main' : `v${version}`}/docs/${docPath}`;
    const { config, notes } = converted({ editUrl });
    expect(config.docs?.editUrl).toBeUndefined();
    expect(notes).toContain(
      'docs option `editUrl` is a function: write it in site.config.ts (its paths are under content/)',
    );
  });

  it('that throws or returns no URL is named in the notes', () => {
    const throws = converted({ editUrl: () => JSON.parse('') as string });
    expect(throws.config.docs?.editUrl).toBeUndefined();
    expect(throws.notes.join('\n')).toContain('docs option `editUrl` is a function');
    expect(converted({ editUrl: () => undefined }).config.docs?.editUrl).toBeUndefined();
  });
});

describe('docgen init: a preset wrapping the classic preset', () => {
  it('reads the docs, blog and theme options it passes on, naming it in the notes', () => {
    const wrapper = '/site/node_modules/docs-preset-acme/preset.js';
    const docs = { path: '../docs', editUrl: `${REPOSITORY}/edit/main/docs`, showLastUpdateTime: true };
    const { config, notes } = converted({}, { presets: [[wrapper, { docs, staticDocsProject: 'acme' }]] });
    expect(config.docs).toMatchObject({ editUrl: docs.editUrl, showLastUpdateTime: true });
    expect(notes).toContain('preset docs-preset-acme/preset.js: read as the classic preset it wraps');
  });

  it('leaves a preset with none of those options out, named in the notes', () => {
    const { config, notes } = converted({}, { presets: [['docs-preset-other', { analytics: true }]] });
    expect(config.docs?.editUrl).toBeUndefined();
    expect(notes).toContain('preset docs-preset-other');
  });
});

describe('docgen init: navbar links it leaves out', () => {
  it('names a link without a label (an icon) by its address, saying why', () => {
    const github = { href: REPOSITORY, className: 'header-github-link', 'aria-label': 'GitHub' };
    const { notes } = converted({}, { themeConfig: { navbar: { items: [github] } } });
    expect(notes).toContain(`navbar item "${REPOSITORY}": it has no label (an icon link)`);
  });
});

describe('docgen init: customFields, which the components read from siteConfig', () => {
  it('writes those that are plain data, and names the others in the notes', () => {
    const users = [{ caption: 'Ada', pinned: true }];
    const { config, notes } = converted(
      {},
      { customFields: { users, githubUrl: REPOSITORY, format: () => '' } },
    );
    expect(config.customFields).toEqual({ users, githubUrl: REPOSITORY });
    expect(notes).toContain('customFields.format: not plain data; write it in site.config.ts');
    expect(notes.join('\n')).not.toContain('docusaurus.config key `customFields`');
  });
});

describe("docgen init: the docs plugin's versions option", () => {
  it("writes each version's label, badge and banner, and names its other settings", () => {
    const versions = { current: { label: 'next', badge: false, path: 'main' }, stable: { banner: 'none' } };
    const { config, notes } = converted({ versions });
    expect(config.docs?.versions).toEqual({
      current: { label: 'next', badge: false },
      stable: { banner: 'none' },
    });
    expect(notes).toContain('docs option `versions.current.path`');
  });
});

describe("docgen init: the site's markdown.format", () => {
  it("keeps 'detect', writes 'md' as 'detect' with a note, and writes nothing for Docusaurus' default", () => {
    expect(converted({}, { markdown: { format: 'detect' } }).config.markdown).toEqual({ format: 'detect' });
    const md = converted({}, { markdown: { format: 'md' } });
    expect(md.config.markdown).toEqual({ format: 'detect' });
    expect(md.notes).toContain("markdown.format 'md': written 'detect', `.mdx` files are read as MDX");
    expect(converted({}, { markdown: { format: 'mdx' } }).config.markdown).toBeUndefined();
    expect(converted({}).config.markdown).toBeUndefined();
  });
});

describe("docgen init: the classic preset's options", () => {
  it('names the options of the plugins docgen does not run (sitemap, gtag, …) and none of those it takes', () => {
    const classic = { docs: {}, blog: {}, theme: {}, pages: {}, sitemap: {}, gtag: { trackingID: 'G-1' } };
    const { notes } = converted({}, { presets: [['classic', classic]] });
    expect(notes.filter((note) => note.startsWith('classic preset'))).toEqual([
      'classic preset option `sitemap`',
      'classic preset option `gtag`',
    ]);
  });
});
