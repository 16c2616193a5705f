import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SourceFile, StandalonePage } from '../../core/site/model.ts';
import { stringField, titleOf } from './front-matter-fields.ts';
import type { FrontMatterCache } from './front-matter-cache.ts';
import { readCheckedSource } from './front-matter-schema.ts';
import { loadReactPages } from './react-pages.ts';
import { contentDir, isPartial, listFiles, MARKDOWN_FILES, withoutMarkdownExtension } from './walk.ts';

/**
 * Loads `content/pages/**.md(x)`: `index.md` is the home page, `a/b.md` is served at `/a/b`; then the site's React
 * pages (`src/pages/`, see `react-pages.ts`).
 */
export async function loadPages(
  root: string,
  frontMatter?: FrontMatterCache,
): Promise<{ pages: StandalonePage[]; diagnostics: Diagnostic[] }> {
  const dir = contentDir(root, 'pages');
  const pages: StandalonePage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of await listFiles(dir, MARKDOWN_FILES)) {
    if (isPartial(name)) continue;
    const { source, diagnostics: found } = await readCheckedSource(
      root,
      join(dir, name),
      'page',
      frontMatter,
    );
    diagnostics.push(...found);
    if (source) pages.push(pageFromSource(source, name));
  }
  // A markdown page and a React page at one route: the markdown page, which docgen's own content is written in.
  pages.push(...(await loadReactPages(root, new Set(pages.map((page) => page.permalink)))));
  return { pages, diagnostics };
}

/** The page a markdown file `name` (relative to `content/pages`) describes. */
export function pageFromSource(source: SourceFile, name: string): StandalonePage {
  const path = withoutMarkdownExtension(name).replace(/(^|\/)index$/, '');
  return {
    permalink: `/${path}`,
    title: titleOf(source, path || 'Home'),
    description: stringField(source, 'description'),
    source,
  };
}
