import { describe, expect, it } from 'vitest';
import { siteConfigFromDocusaurus } from '../../../../generator/init/docusaurus-config.ts';

const routes = {
  ofDoc: () => undefined,
  ofSidebar: () => undefined,
  rootOf: () => undefined,
  docsRoot: '/docs',
};
const site = { relativePath: (path: string) => path };

describe("docgen init: the classic preset's options", () => {
  it('names the options of the plugins docgen does not run (sitemap, gtag, …) and none of those it takes', () => {
    const classic = {
      docs: {},
      blog: {},
      theme: {},
      pages: {},
      sitemap: { changefreq: 'weekly' },
      gtag: { trackingID: 'G-1' },
    };
    const source = { title: 'Docs', url: 'https://docs.example', presets: [['classic', classic]] };
    const { notes } = siteConfigFromDocusaurus(source, routes, site);
    expect(notes.filter((note) => note.startsWith('classic preset'))).toEqual([
      'classic preset option `sitemap`',
      'classic preset option `gtag`',
    ]);
  });
});
