import { describe, expect, it } from 'vitest';
import { siteConfigFromDocusaurus } from '../../../../generator/init/docusaurus-config.ts';

const routes = {
  ofDoc: () => undefined,
  ofSidebar: () => undefined,
  rootOf: () => undefined,
  docsRoot: '/docs',
};
const site = { relativePath: (path: string) => path.replace(/^\/site\//, '').replace(/^\.\//, '') };

function converted(theme: object, themeConfig: object = {}) {
  const source = {
    title: 'Docs',
    url: 'https://docs.example',
    presets: [['classic', { theme }]],
    themeConfig,
  };
  return siteConfigFromDocusaurus(source, routes, site);
}

describe("docgen init: the classic theme's custom CSS and Algolia's search page", () => {
  it('writes customCss, one path or a list, relative or resolved, as theme.customCss', () => {
    expect(converted({ customCss: './src/css/custom.css' }).config.theme).toEqual({
      customCss: ['src/css/custom.css'],
    });
    const list = converted({ customCss: ['/site/src/css/a.css', '/site/node_modules/pkg/b.css'] });
    expect(list.config.theme).toEqual({ customCss: ['src/css/a.css', 'node_modules/pkg/b.css'] });
  });

  it('names a Sass file in its notes instead', () => {
    const { config, notes } = converted({ customCss: './src/scss/index.scss' });
    expect(config.theme).toBeUndefined();
    expect(notes).toContain(
      "custom CSS src/scss/index.scss: not applied: docgen bundles CSS files of the site's folder",
    );
  });

  it("writes Algolia's search page at its path, and none when it is turned off or there is no Algolia", () => {
    expect(converted({}, { algolia: { appId: 'A' } }).config.theme).toEqual({ searchPagePath: 'search' });
    expect(converted({}, { algolia: { searchPagePath: '/find/' } }).config.theme).toEqual({
      searchPagePath: 'find',
    });
    expect(converted({}, { algolia: { searchPagePath: false } }).config.theme).toBeUndefined();
    expect(converted({}).config.theme).toBeUndefined();
  });
});
