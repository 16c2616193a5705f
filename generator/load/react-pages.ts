import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StandalonePage } from '../../core/site/model.ts';
import { isPartial, listFiles } from './walk.ts';

/** Docusaurus' React pages: `src/pages/**` scripts, without partials (`_x`) and tests. */
const REACT_PAGE_FILES = '**/*.{js,jsx,ts,tsx}';
const NOT_PAGES = /(?:^|\/)__tests__\/|\.test\.[jt]sx?$|\.d\.ts$/;

/**
 * The site's React pages (`src/pages/help.jsx` → `/help`, `index` files → their folder), as Docusaurus serves
 * them. Each is a page whose content is its component, rendered like a component in MDX (the MDX compile path,
 * `generator/transform/mdx-compile/`): on the server, hydrated only when interactive. docgen's layout (navbar,
 * footer) frames it, so `@theme/Layout` is a frame that shows its children.
 */
export async function loadReactPages(root: string, taken: ReadonlySet<string>): Promise<StandalonePage[]> {
  const pages: StandalonePage[] = [];
  for (const name of await listFiles(join(root, 'src', 'pages'), REACT_PAGE_FILES)) {
    if (isPartial(name) || NOT_PAGES.test(name)) continue;
    const path = name.replace(/\.[jt]sx?$/, '').replace(/(^|\/)index$/, '');
    const permalink = `/${path}`;
    if (taken.has(permalink)) continue;
    const file = `src/pages/${name}`;
    pages.push({
      permalink,
      title: layoutTitle(readFileSync(join(root, file), 'utf8')) ?? titleFromPath(path),
      source: {
        file,
        body: reactPageBody(file),
        bodyLine: 1,
        frontMatter: {},
      },
    });
  }
  return pages;
}

/** The page's MDX: its component, given the site's configuration as its `config` prop, as Docusaurus gives it. */
function reactPageBody(file: string): string {
  return [
    `import Page from '@site/${file}';`,
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    '',
    'export const PageWithConfig = () => <Page config={useDocusaurusContext().siteConfig} />;',
    '',
    '<PageWithConfig />',
    '',
  ].join('\n');
}

/**
 * Whether a standalone page is a React page: as in Docusaurus, it shows what its component renders, and no title or
 * hero of docgen's (its `<Layout title>` is the document's title).
 */
export function isReactPage(page: StandalonePage): boolean {
  return page.source.file.startsWith('src/pages/');
}

/** `<Layout title="Help">`, as most React pages name themselves. */
function layoutTitle(source: string): string | undefined {
  return /<Layout\s[^>]*?title=(["'])([^"'\n]+)\1/.exec(source)?.[2];
}

function titleFromPath(path: string): string {
  const last = path.split('/').pop() || 'Home';
  return last.replace(/[-_]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());
}
