import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/load/load-site.ts';
import { sidebarPageOrder } from '../../../generator/load/sidebars.ts';
import { REPO_ROOT } from '../../helpers/sites.ts';

const { site } = await loadSite({ root: REPO_ROOT });

const SHARED = ['ai', 'architecture', 'benefits', 'faq', 'features', 'overview', 'security'];
const OLD_FEATURES = [
  'category-check',
  'description-generator',
  'knowledge-assistant',
  'master-data-suggestions',
  'notification',
  'offer-import',
  'offer-to-ariba',
  'rule-checker',
  'semantic-search',
  'title-optimizer',
  'uom-suggestor',
  'user-assistant',
  'user-path-check',
].map((f) => `features/${f}`);

const EXPECTED: Record<string, string[]> = {
  '1.0.2': [
    ...SHARED,
    'certificates',
    'deployment',
    'features/assistant',
    'features/document-workflow',
    'features/notification-center',
    'features/ui-optimatization-and-copilot-support',
  ],
  '1.0.1': [...SHARED, 'deployment', ...OLD_FEATURES],
  '1.0.0': [...SHARED, ...OLD_FEATURES],
};

const version = (name: string) => {
  const found = site.versions.find((v) => v.name === name);
  if (!found) throw new Error(`no version ${name}`);
  return found;
};
const allDocs = site.versions.flatMap((v) => v.docs);
const prose = (body: string) =>
  body
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z]/.test(w)).length;

describe('ProcurePilot content', () => {
  it('has versions 1.0.2 (latest), 1.0.1 and 1.0.0', () => {
    expect(site.versions.map((v) => [v.name, v.isLast])).toEqual([
      ['1.0.2', true],
      ['1.0.1', false],
      ['1.0.0', false],
    ]);
  });

  it.each(Object.keys(EXPECTED))(
    'version %s has exactly the expected pages, all in solutionSidebar',
    (name) => {
      const v = version(name);
      const prefix = v.isLast ? '/docs/' : `/docs/${name}/`;
      const paths = v.docs.map((d) => d.permalink.slice(prefix.length)).sort();
      expect(paths).toEqual([...(EXPECTED[name] ?? [])].sort());
      const listed = sidebarPageOrder(v.sidebars.solutionSidebar ?? []).map((page) => page.key);
      expect(listed[0]).toBe('overview/overview');
      expect([...listed].sort()).toEqual(v.docs.map((d) => d.id).sort());
    },
  );

  it('every doc has at least 250 words of prose and an h2', () => {
    const thin = allDocs.filter((d) => prose(d.source.body) < 250).map((d) => d.source.file);
    const noH2 = allDocs.filter((d) => !/^## /m.test(d.source.body)).map((d) => d.source.file);
    expect(thin).toEqual([]);
    expect(noH2).toEqual([]);
  });

  it('each architecture page has a mermaid diagram', () => {
    for (const v of site.versions) {
      expect(v.docs.find((d) => d.id === 'architecture')?.source.body).toMatch(/```mermaid\n/);
    }
  });

  it('at least five pages carry an image with alt text', () => {
    const withImages = allDocs.filter((d) => /!\[[^\]]{10,}\]\([^)]+\.svg\)/.test(d.source.body));
    expect(withImages.length).toBeGreaterThanOrEqual(5);
  });

  it('the FAQ of each version has at least 12 questions grouped by h2', () => {
    for (const v of site.versions) {
      const faq = v.docs.find((d) => d.id === 'faq')?.source.body ?? '';
      expect(faq.match(/^### /gm)?.length ?? 0).toBeGreaterThanOrEqual(12);
      expect(faq.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  it('the blog has at least six posts by at least three authors over at least two years, each with an excerpt', () => {
    expect(site.blog.length).toBeGreaterThanOrEqual(6);
    expect(new Set(site.blog.flatMap((p) => p.authors.map((a) => a.key))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(site.blog.map((p) => p.date.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    for (const post of site.blog) expect(post.source.body).toContain('<!-- truncate -->');
    for (const author of Object.values(site.authors))
      expect(author).toMatchObject({
        name: expect.any(String),
        imageUrl: expect.any(String),
        url: expect.any(String),
        title: expect.any(String),
      });
  });

  it('the home page welcomes readers to the product', () => {
    const home = site.pages.find((p) => p.permalink === '/');
    expect(home?.title).toBe('Welcome to the ProcurePilot documentation');
  });
});
