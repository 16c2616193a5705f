import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../core/config/schema.ts';
import type { Doc, DocVersion, Site } from '../../../../core/site/model.ts';
import { buildPageData } from '../../../../generator/render/page-data.ts';
import { pageKey } from '../../../../generator/render/render-record.ts';
import type { TransformOutput } from '../../../../generator/transform/context.ts';
import { DOCS, version } from './sidebar-version.ts';

const output = { html: '<p>Text</p>', toc: [], hasMermaid: false } as unknown as TransformOutput;
const transformed = new Map(DOCS.map((d) => [d.source.file, output]));

/** The key of a doc's page, in a site of that one version. */
function keyOf(docVersion: DocVersion, id: string): string {
  const config = siteConfigSchema.parse({ title: 'Example', url: 'https://example.com' });
  const site = { config, versions: [docVersion] } as unknown as Site;
  const doc = docVersion.docs.find((d) => d.id === id)!;
  return pageKey(
    buildPageData({
      site,
      entry: { route: doc.permalink, kind: 'doc', doc, version: docVersion },
      transformed,
    }),
  );
}

const relabelled = (id: string, sidebarLabel: string): Doc[] =>
  DOCS.map((d) => (d.id === id ? { ...d, sidebarLabel } : d));

describe('the key a page is reused by', () => {
  it('stays the same in a build that changed nothing (new but equal page data)', () => {
    expect(keyOf(version([...DOCS]), 'guides/a')).toBe(keyOf(version(), 'guides/a'));
  });

  it('changes when another doc of its sidebar is relabelled: the pages name the new sidebar file', () => {
    const before = version();
    const after = version(relabelled('guides/b', 'Second guide'));
    expect(keyOf(after, 'guides/a')).not.toBe(keyOf(before, 'guides/a'));
    expect(keyOf(after, 'open/z')).not.toBe(keyOf(before, 'open/z'));
    // A sidebar that does not list it is the same file.
    expect(keyOf(after, 'other/one')).toBe(keyOf(before, 'other/one'));
  });

  it('tells apart pages that share their sidebar', () => {
    expect(keyOf(version(), 'guides/a')).not.toBe(keyOf(version(), 'guides/b'));
  });
});
