import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { excerptOf } from '../../../../../generator/render/post-excerpt.ts';
import { transformMarkdown } from '../../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../../helpers/sites.ts';

// The fixture site with its own components (src/components, src/theme/MDXComponents).
const ROOT = join(REPO_ROOT, 'tests/fixtures/mdx-components');
const DOCS = 'content/versioned_docs/version-1.0.0';
const cacheDir = mkdtempSync(join(tmpdir(), 'docgen-mdx-'));
const links = {
  routesByFile: { [`${DOCS}/page.mdx`]: '/docs/page', [`${DOCS}/plain.md`]: '/docs/plain' },
  siteConfig: {
    title: 'Components Fixture',
    tagline: 'Components',
    url: 'https://fixture.example',
    customFields: { users: ['Ada', 'Linus'] },
  },
};

function transform(body: string, file = `${DOCS}/page.mdx`, bodyLine = 1) {
  return transformMarkdown({ root: ROOT, input: { file, body, bodyLine }, links, cacheDir });
}

function fixturePage(name: string) {
  const text = readFileSync(join(ROOT, DOCS, name), 'utf8');
  return transform(text.replace(/^---\n[\s\S]*?\n---\n/, ''), `${DOCS}/${name}`, 4);
}

// The first transform loads the highlighter, starts esbuild and bundles a component: not what any test here measures.
beforeAll(
  () =>
    transform(
      'import NavPath from \'@site/src/components/NavPath\';\n\n<NavPath path="a" />\n\n```js\nx\n```',
    ),
  60_000,
);

describe("a site's own components", () => {
  it('renders inline and block components, their CSS, the global MDXComponents and the Docusaurus API', async () => {
    const out = await fixturePage('components.mdx');
    expect(out.diagnostics).toEqual([]);
    // Inline, with a CSS module and an MDX expression; block, with markdown inside.
    expect(out.html).toContain(
      'On the <span class="NavPath_navPath">Review → Motion</span> page of <!-- -->Fixture',
    );
    expect(out.html).toContain('<p class="faq-question">Can I record all day?</p>');
    expect(out.html).toContain('<p>Yes, <strong>recording</strong> never stops.</p>');
    expect(out.html).toMatch(/<style>[^<]*\.NavPath_navPath \{[^<]*\.faq-item \{[^<]*<\/style>/);
    // A CSS url() of a static file by its site path stays that path, served from content/static.
    expect(out.html).toContain('background: url(/img/logo.svg) no-repeat;');
    // @docusaurus/Link, useBaseUrl and siteConfig; the site's MDXComponents without an import.
    expect(out.html).toContain('<a href="/docs/plain">Plain page</a>');
    expect(out.html).toContain('<img src="/img/logo.svg" alt="Components Fixture"/>');
    expect(out.html).toContain('<mark class="highlight">no import needed</mark>');
    // The theme components, and the shared markdown steps: heading ids, the TOC, highlighted code.
    expect(out.html).toContain('<li><a href="#navigation">Navigation</a></li>');
    expect(out.html).toMatch(/<button [^>]*aria-selected="true"[^>]*data-value="mac">macOS<\/button>/);
    expect(out.toc.map((entry) => entry.id)).toEqual(['navigation', 'questions']);
    expect(out.html).toContain('<div class="code-block-title">config.js</div>');
    expect(out.html).toContain('class="tk-keyword"');
    expect(out.html).not.toMatch(/^import |export const|<NavPath|\{product\}/m);
  });

  it("gives the site's customFields to the components, as useDocusaurusContext's siteConfig", async () => {
    const out = await transform(
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\nexport const Users = () => useDocusaurusContext().siteConfig.customFields.users.join(' and ');\n\nBy <Users />.\n",
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('By <!-- -->Ada and Linus<!-- -->.');
  });

  it("provides theme-common's useColorMode and CodeInline, as components import them", async () => {
    const out = await transform(
      "import CodeInline from '@theme/CodeInline';\nimport { useColorMode } from '@docusaurus/theme-common';\n\n" +
        'export const Mode = () => <span className="mode">{useColorMode().colorMode}</span>;\n\n' +
        "Set <CodeInline>{'{PASSWORD}'}</CodeInline> in <Mode /> mode.\n",
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('Set <code>{PASSWORD}</code> in <span class="mode">light</span> mode.');
  });

  it('shows the messages of @docusaurus/Translate and translate(), their {values} (text or elements) in place', async () => {
    const out = await transform(
      "import Translate, { translate } from '@docusaurus/Translate';\n\n" +
        "export const Title = () => <h3 title={translate({ message: 'Hi {name}' }, { name: 'Ada' })}><Translate>Sponsors</Translate></h3>;\n" +
        'export const Join = () => <Translate id="join" values={{ link: <a href="/donate">donors</a>, count: 600 }}>{\'Join {count}+ {link} ({missing})\'}</Translate>;\n\n' +
        '<Title />\n\n<Join />\n',
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('<h3 title="Hi Ada">Sponsors</h3>');
    expect(out.html).toContain('Join <!-- -->600<!-- -->+ <a href="/donate">donors</a> ({missing})');
  });

  it('shows the part of the toc a TOCInline is given (toc.slice), as Docusaurus evaluates it', async () => {
    const out = await transform(
      "import TOCInline from '@theme/TOCInline';\n\n## Usage\n\n## Options\n\n<TOCInline toc={toc.slice(2)} />\n\n## Reference\n\n### `--ci`\n",
      `${DOCS}/plain.md`,
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain(
      '<div class="toc-inline"><ul><li><a href="#reference">Reference</a><ul><li><a href="#--ci">--ci</a></li></ul></li></ul></div>',
    );
  });

  it("renders @theme/IdealImage with an image require()d from the static folder, as Docusaurus' plugin", async () => {
    const out = await transform(
      "import Image from '@theme/IdealImage';\n\n<Image img={require('/img/logo.svg')} alt=\"Logo\" shouldAutoDownload={() => true} />\n",
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('<img src="/img/logo.svg" alt="Logo" loading="lazy"/>');
  });

  it('ships no island for a page whose components are static, and records their files for the cache', async () => {
    const out = await fixturePage('components.mdx');
    expect(out.html).not.toContain('mdx-island');
    expect(out.assets).toEqual([]);
    expect(out.partials.map((partial) => partial.file)).toEqual(
      expect.arrayContaining(['src/components/NavPath.jsx', 'src/theme/MDXComponents.js']),
    );
  });

  it('makes the content of a page with an interactive component an island with its own bundle, in .md too', async () => {
    const out = await fixturePage('counter.md');
    expect(out.diagnostics).toEqual([]);
    const island = /<div class="mdx-island" data-island="(\/assets\/islands\/[\w]+\.js)">/.exec(
      out.html,
    )?.[1];
    expect(island).toBeDefined();
    expect(out.html).toContain(
      '<button type="button" class="counter">Clicked <!-- -->3<!-- --> times</button>',
    );
    const asset = out.assets.find((entry) => entry.publicPath === island);
    const code = readFileSync(join(ROOT, asset?.source ?? ''), 'utf8');
    // React comes from the page's client, never bundled a second time.
    expect(code).toContain('__docgenReact');
    expect(code).not.toContain('react.production');
  });

  it("cuts a post's excerpt after an interactive component into well-formed HTML, shown as rendered", async () => {
    const out = await transform(
      "import Counter from '@site/src/components/Counter';\n\nBefore.\n\n<Counter start={3} />\n\n<!-- truncate -->\n\nAfter.",
    );
    expect(out.html).toContain('class="mdx-island"');
    const { excerptHtml, hasMore } = excerptOf(out.html);
    expect(hasMore).toBe(true);
    expect(excerptHtml).toBe(
      '<p>Before.</p>\n<button type="button" class="counter">Clicked <!-- -->3<!-- --> times</button>\n',
    );
  });
});

describe('markdown Docusaurus reads before MDX does', () => {
  it('keeps heading ids, reads HTML comments as MDX comments and unwraps mdx-code-block, leaving code and code spans alone', async () => {
    const out = await transform(
      [
        'export const X = () => <b>x</b>;',
        '',
        '## Setup {#set-up}',
        '',
        'Intro <X />.',
        '',
        '<!-- truncate -->',
        '',
        '```mdx-code-block',
        '<X />',
        '```',
        '',
        '```html',
        '<!-- kept -->',
        '```',
        '',
        'Magic comments (`<!-- display: block -->`) <!-- hidden --> steer the formatter.',
        '',
        'Comments start with `<!--` in HTML.',
        '',
        '<!-- also hidden -->',
      ].join('\n'),
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.toc).toEqual([{ depth: 2, id: 'set-up', text: 'Setup' }]);
    expect(out.html).not.toContain('truncate');
    expect(out.html).toContain('<b>x</b>');
    // The blog's excerpt marker still marks where the excerpt ends, shown nowhere.
    const excerpt = excerptOf(out.html);
    expect(excerpt.hasMore).toBe(true);
    expect(excerpt.excerptHtml).toMatch(/<p>Intro <b>x<\/b>\.<\/p>\s*$/);
    expect(out.html).toMatch(/&#x3C;!-- kept -->|&lt;!-- kept --&gt;|<!-- kept -->/);
    // A comment shown in a code span is text, as Docusaurus' comment syntax leaves it; one in prose is hidden.
    expect(out.html).toMatch(/<code>(?:&#x3C;|&lt;)!-- display: block --(?:>|&gt;)<\/code>/);
    expect(out.html).not.toContain('hidden');
    expect(out.html).toMatch(/Comments start with <code>(?:&#x3C;|&lt;)!--<\/code> in HTML\./);
  });
});

describe('markdown partials on a compiled page', () => {
  it('compiles the partial in place, its links resolved from it and reported in its file', async () => {
    const out = await transform(
      "import Partial from './_partial.md';\nimport NavPath from '@site/src/components/NavPath';\n\n<NavPath path=\"A > B\" />\n\n<Partial />",
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('<a href="/docs/plain">plain page</a>');
    expect(out.html).toContain('<div class="admonition-heading">Tip</div>');
    expect(out.links).toContainEqual(
      expect.objectContaining({ url: '/docs/plain', file: `${DOCS}/_partial.md`, line: 3 }),
    );
    expect(out.partials.map((partial) => partial.file)).toContain(`${DOCS}/_partial.md`);
  });
});

describe('the Docusaurus theme and client API', () => {
  it('renders what a page imports from @theme and @docusaurus as Docusaurus would', async () => {
    const out = await transform(
      [
        "import Admonition from '@theme/Admonition';",
        "import Details from '@theme/Details';",
        "import Heading from '@theme/Heading';",
        "import CodeBlock from '@theme/CodeBlock';",
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        "import { useLocation } from '@docusaurus/router';",
        'export const Where = () => <code>{useLocation().pathname}</code>;',
        '',
        '<Admonition type="caution" title="Careful">Mind the **gap**.</Admonition>',
        '',
        '<Details summary="More">Hidden text.</Details>',
        '',
        '<Heading as="h3" id="made-by-hand">Made by hand</Heading>',
        '',
        '<CodeBlock language="bash" title="run.sh">npm start</CodeBlock>',
        '',
        '<BrowserOnly fallback={<span>Loading</span>}>{() => <span>Browser</span>}</BrowserOnly>',
        '',
        'On <Where />.',
      ].join('\n'),
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain(
      '<div class="admonition admonition-warning"><div class="admonition-heading">Careful</div><div class="admonition-content">',
    );
    expect(out.html).toContain('<details><summary>More</summary>Hidden text.</details>');
    expect(out.html).toContain('<h3 id="made-by-hand">Made by hand<a class="hash-link" href="#made-by-hand"');
    expect(out.html).toContain(
      '<div class="code-block-title">run.sh</div><pre tabindex="0"><code class="language-bash">npm start</code></pre>',
    );
    expect(out.html).toContain('<span>Loading</span>');
    expect(out.html).toContain('On <code>/docs/page</code>.');
    // BrowserOnly needs the browser: the content is an island.
    expect(out.html).toContain('class="mdx-island"');
  });
});

describe('MDX problems, located', () => {
  it('fails the page naming the component that threw and its error', async () => {
    const out = await transform(
      "import Counter from '@site/src/components/Counter';\n\nexport function Broken() { throw new Error('no data'); }\n\n<Broken />",
    );
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'mdx-component-failed',
        severity: 'error',
        file: `${DOCS}/page.mdx`,
        message: '<Broken> threw while the page was rendered: no data',
      }),
    ]);
  });

  it('fails an import of Docusaurus API docgen does not provide, at its line', async () => {
    const out = await transform("Intro\n\nimport Navbar from '@theme/Navbar';\n\n<Navbar />", undefined, 5);
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'mdx-unsupported',
        severity: 'error',
        line: 7,
        message: '"@theme/Navbar" is not part of the Docusaurus API docgen provides.',
      }),
    ]);
  });

  it('imports YAML as its value, and text files (plain or through raw-loader) as their text', async () => {
    const out = await transform(
      "import data from '@site/data/models.yaml';\nimport labels from '@site/data/labels.txt';\n" +
        "import raw from '!!raw-loader!@site/data/models.yaml';\n\n" +
        '<ul>{data.models.map((m) => <li key={m.name}>{m.name} at {m.size}</li>)}</ul>\n\n' +
        '<pre className="labels">{labels}</pre>\n\n<pre className="raw">{raw.split("\\n")[0]}</pre>\n',
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('<li>YOLO<!-- --> at <!-- -->640</li><li>SSD<!-- --> at <!-- -->320</li>');
    expect(out.html).toContain('<pre class="labels">person\nbicycle\ncar\n</pre>');
    expect(out.html).toContain('<pre class="raw"># A data file imported by a page');
  });

  it('names the third-party theme a page imports a component of, which docgen does not provide', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docgen-theme-'));
    const theme = join(root, 'node_modules', 'docusaurus-theme-example', 'lib', 'theme', 'ApiBox');
    mkdirSync(theme, { recursive: true });
    writeFileSync(join(theme, 'index.js'), 'export default () => null;\n');
    // Docusaurus' own theme is what docgen stands in for: its modules are named as any other it lacks.
    const classic = join(root, 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme', 'Navbar');
    mkdirSync(classic, { recursive: true });
    writeFileSync(join(classic, 'index.js'), 'export default () => null;\n');
    const navbar = await transformMarkdown({
      root,
      input: {
        file: 'content/docs/nav.mdx',
        body: "import Navbar from '@theme/Navbar';\n\n<Navbar />",
        bodyLine: 1,
      },
      links,
      cacheDir,
    });
    expect(navbar.diagnostics[0]?.message).toBe(
      '"@theme/Navbar" is not part of the Docusaurus API docgen provides.',
    );
    const out = await transformMarkdown({
      root,
      input: {
        file: 'content/docs/api.mdx',
        body: "import ApiBox from '@theme/ApiBox';\n\n<ApiBox />",
        bodyLine: 1,
      },
      links,
      cacheDir,
    });
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'mdx-unsupported',
        severity: 'error',
        line: 1,
        message:
          '"@theme/ApiBox" comes from docusaurus-theme-example, a Docusaurus theme docgen does not support.',
      }),
    ]);
    rmSync(root, { recursive: true, force: true });
  });

  it('fails an import that does not resolve, at its line', async () => {
    const out = await transform("import Gone from './Gone';\n\n<Gone />");
    expect(out.diagnostics).toEqual([
      expect.objectContaining({ code: 'mdx-invalid', severity: 'error', line: 1 }),
    ]);
    expect(out.diagnostics[0]?.message).toContain('./Gone');
  });

  it('fails an export declared twice at its line', async () => {
    const out = await transform('export const a = 1;\n\nexport const a = 2;\n\nText {a}', undefined, 3);
    expect(out.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'mdx-invalid', severity: 'error', line: 5 }),
    );
  });

  it('warns where MDX does not parse and shows the page as markdown', async () => {
    const out = await transform('## Title\n\nText <Box a={"\\""}>\n\nmore', undefined, 3);
    expect(out.html).toContain('<h2 id="title">');
    expect(out.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'mdx-invalid',
        severity: 'warning',
        file: `${DOCS}/page.mdx`,
        line: 5,
      }),
    );
  });

  it('renders a JSX attribute holding an escaped quote', async () => {
    const out = await transform('export const X = (props) => <q>{props.a}</q>;\n\n<X a={"\\""}></X>');
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toBe('<q>&quot;</q>');
  });

  it('evaluates expressions of a .md page as Docusaurus 3 does, in text and in the attributes of HTML tags', async () => {
    const out = await transform(
      "Styled <code style={{ color: 'red' }}>red</code>, braces {} gone, {1 + 1} computed, &#169; decoded.",
      `${DOCS}/plain.md`,
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toBe(
      '<p>Styled <code style="color:red">red</code>, braces <!-- --> gone, <!-- -->2<!-- --> computed, © decoded.</p>',
    );
  });
});
