/** The site's own remark and rehype plugins: where the chain runs them, and the cache key they add. */
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
// Their types add the directive nodes and `data.hName` to mdast's (the generator's modules reach this test as
// declarations, which do not carry those additions).
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-to-hast';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { newFileData } from '../../../../generator/transform/context.ts';
import { highlightCache } from '../../../../generator/transform/highlight-cache.ts';
import { createProcessor } from '../../../../generator/transform/pipeline.ts';
import { sitePluginsKey, type SitePlugins } from '../../../../generator/transform/site-plugins.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const NONE: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], rehypePlugins: [] };

/** Marks every h2 with the attribute it is given, once docgen gave the heading its id. */
function rehypeMarkHeadings(options: { mark: string }) {
  return (tree: HastRoot) =>
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h2') node.properties.dataMark = `${options.mark}:${String(node.properties.id)}`;
    });
}

/** Counts the `:::` directives docgen has not made admonitions of yet (an admonition gets its HTML element). */
function remarkCountDirectives(seen: number[]) {
  return () => (tree: Root) => {
    let count = 0;
    visit(tree, 'containerDirective', (node) => void (count += node.data?.hName ? 0 : 1));
    seen.push(count);
  };
}

async function html(body: string, sitePlugins: SitePlugins): Promise<string> {
  const file = 'content/docs/page.md';
  const processor = createProcessor({
    root: REPO_ROOT,
    highlights: highlightCache(undefined),
    autolinkLiterals: true,
    sitePlugins,
  });
  const data = newFileData({ file, body, bodyLine: 1 }, { routesByFile: {} });
  return String(await processor.process(new VFile({ path: file, value: body, data: data as never })));
}

describe("the site's markdown plugins", () => {
  it('runs rehype plugins with their options after docgen made the HTML', async () => {
    const out = await html('## Limits', { ...NONE, rehypePlugins: [[rehypeMarkHeadings, { mark: 'x' }]] });
    expect(out).toContain('data-mark="x:limits"');
  });

  it('runs beforeDefaultRemarkPlugins before docgen reads admonitions, remarkPlugins after', async () => {
    const before: number[] = [];
    const after: number[] = [];
    await html(':::tip\nHello\n:::', {
      beforeDefaultRemarkPlugins: [remarkCountDirectives(before)],
      remarkPlugins: [remarkCountDirectives(after)],
      rehypePlugins: [],
    });
    expect([before, after]).toEqual([[1], [0]]);
  });
});

describe('the cache key of the site plugins', () => {
  it('is empty without plugins, and changes with a plugin, its options and the installed packages', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docgen-plugins-'));
    try {
      expect(sitePluginsKey(root, NONE)).toBe('');
      const withMark = (mark: string): SitePlugins => ({
        ...NONE,
        rehypePlugins: [[rehypeMarkHeadings, { mark }]],
      });
      const key = sitePluginsKey(root, withMark('x'));
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(sitePluginsKey(root, withMark('x'))).toBe(key);
      expect(sitePluginsKey(root, withMark('y'))).not.toBe(key);
      expect(
        sitePluginsKey(root, { ...NONE, remarkPlugins: [[rehypeMarkHeadings, { mark: 'x' }]] }),
      ).not.toBe(key);
      await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion": 3}');
      expect(sitePluginsKey(root, withMark('x'))).not.toBe(key);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
