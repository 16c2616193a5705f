/**
 * The markdown copy of a plain page, made from its source (`source-markdown.ts`): it means what the copy made from
 * the page's HTML means, and every page that is not plain still gets the copy made from its HTML.
 */
import { join } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { LinkContext } from '../../../../generator/transform/context.ts';
import { markdownOfHtml } from '../../../../generator/transform/page-markdown.ts';
import { sitePluginsKey } from '../../../../generator/transform/site-plugins.ts';
import { transformMarkdown } from '../../../../generator/transform/transform-markdown.ts';
import { loadSiteConfig } from '../../../../node/config/load-site-config.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const ROOT = join(REPO_ROOT, 'tests/fixtures/mdx');
const DOCS = 'content/versioned_docs/version-1.0.0';
const FILE = `${DOCS}/install.md`;
const SITE_URL = 'https://docs.example';
const LINKS: LinkContext = {
  routesByFile: { [FILE]: '/docs/install', [`${DOCS}/features.md`]: '/docs/features' },
  markdownSiteUrl: SITE_URL,
};

/** The page's copy, and the copy the HTML path makes of the page's HTML. */
async function copies(body: string, root = ROOT, links = LINKS) {
  const out = await transformMarkdown({ root, input: { file: FILE, body, bodyLine: 1 }, links });
  return { copy: out.markdown ?? '', ofHtml: markdownOfHtml(out.html, '/docs/install', SITE_URL) };
}

/** What a copy means: its markdown tree, without where things were written. */
function meaning(markdown: string): unknown {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  return JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value)));
}

// `*` bullets: the page's source has them, the HTML path writes `-`.
const PLAIN_PAGE =
  '* Read the [features](./features.md#code-blocks), the [limits](#limits) and [the spec](https://spec.example/x "Spec").\n' +
  '* See ![the diagram](./_shared/assets/diagram.svg) and ![a logo](https://cdn.example/logo.png).\n\n' +
  '## Limits {#limits}\n\n| Key | Default |\n| --- | :-: |\n| `ai` | **on** |\n\n' +
  '```ts title="a.ts"\n// highlight-next-line\nconst a = 1;\n```\n\n' +
  // Code that reads like MDX is code.
  "```ts\nimport { a } from './a';\nexport const b: Promise<A> = a;\n```\n\nWrite `<Tabs>` and `{/* x */}`.\n\n" +
  '```mermaid\ngraph TD; A-->B\n```\n\n> A quote with _emphasis_ and ~~struck~~ text.\n\n    indented code\n';

describe('the markdown copy of a plain page', () => {
  it('is the source as written, meaning what the copy of its HTML means', async () => {
    const { copy, ofHtml } = await copies(PLAIN_PAGE);
    expect(copy).toContain('* Read the [features](https://docs.example/docs/features#code-blocks)');
    expect(copy).toContain('[limits](https://docs.example/docs/install#limits)');
    expect(copy).toContain('![the diagram](https://docs.example/assets/img/');
    expect(copy).toContain('## Limits \n');
    expect(copy).toContain('```ts\nconst a = 1;\n```');
    expect(meaning(copy)).toEqual(meaning(ofHtml));
  });

  it('is made on a site whose markdown plugins are none, as a build says it', async () => {
    const { copy } = await copies('* One\n', ROOT, { ...LINKS, sitePlugins: '' });
    expect(copy).toBe('* One\n');
  });

  it('makes reference definitions absolute', async () => {
    const { copy } = await copies('See [the features][f].\n\n[f]: ./features.md "All of them"\n');
    expect(copy).toBe('See [the features][f].\n\n[f]: https://docs.example/docs/features "All of them"\n');
  });

  it('writes destinations that need it in angle brackets', async () => {
    const { copy } = await copies('[a](</docs/a b(c)>) and [b](/docs/x "say \\"hi\\"")\n');
    expect(copy).toBe(
      '[a](<https://docs.example/docs/a b(c)>) and [b](https://docs.example/docs/x "say \\"hi\\"")\n',
    );
    expect(JSON.stringify(meaning(copy))).toContain('"title":"say \\"hi\\""');
  });
});

describe('a page that is not plain', () => {
  const LIST = '* One\n* Two\n\n';
  it.each([
    ['an admonition', ':::tip[Careful]\nIt is **hot**.\n:::\n'],
    ['raw HTML', '<div class="note">Written in HTML</div>\n'],
    ['an MDX component', '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n'],
    [
      'tabs',
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
        '<Tabs>\n<TabItem value="a" label="A">\n\nFirst\n\n</TabItem>\n</Tabs>\n',
    ],
    ['a partial', "import Setup from './_shared/_setup.md';\n\n<Setup />\n"],
    ['an import it does not use', "import Tabs from '@theme/Tabs';\n\nText.\n"],
    ['an image that is missing', '![gone](./nowhere.png)\n'],
    ['a code block to clean inside a list', '* Step\n\n  ```ts {1}\n  const a = 1;\n  ```\n'],
  ])('with %s has the copy of its HTML', async (_, body) => {
    const { copy, ofHtml } = await copies(LIST + body);
    expect(copy).toContain('- One');
    expect(copy).toBe(ofHtml);
  });

  it('of a site with its own markdown plugins has the copy of its HTML, whatever the plugins do', async () => {
    const root = join(REPO_ROOT, 'tests', 'fixtures', 'docs-at-root');
    const loaded = await loadSiteConfig(root);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const sitePlugins = sitePluginsKey(root, loaded.config.markdown);
    const { copy, ofHtml } = await copies(LIST, root, { ...LINKS, sitePlugins });
    expect(copy).toBe('- One\n- Two\n');
    expect(copy).toBe(ofHtml);
  });
});
