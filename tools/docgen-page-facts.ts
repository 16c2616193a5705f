import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  blogSidebarKey,
  htmlLanguage,
  htmlRoutes,
  parseHtml,
  sidebarEntries,
  visibleText,
  type SidebarDataItem,
  type SiteFacts,
  type TextRules,
} from './page-facts.ts';

/** What docgen's pages show, as tools/page-facts.ts compares it, and the redirects it writes (route → target). */
export interface DocgenFacts extends SiteFacts {
  redirects: Record<string, string>;
}

/**
 * Sidebars, tables of contents and what only screen readers get are not compared (as on the Docusaurus side),
 * nor a Mermaid diagram's source, which both draw in the browser (Docusaurus' static page has none of it), nor
 * docgen's own "Copy page as Markdown" button.
 */
const RULES: TextRules = {
  skip: [
    'aside',
    '.toc-mobile',
    '.visually-hidden',
    '.hash-link',
    '.mermaid-diagram',
    '.copy-page-markdown',
  ].join(', '),
  uppercase: '.admonition-heading',
};

/** docgen's own files in a build that are no route: the sign-in shell, one per locale (`/_shell`, `/de/_shell`). */
const isNoRoute = (route: string) => route === '/_shell' || route.endsWith('/_shell');

interface PageData {
  /** `/_data/sidebars/<version>/<id>.<content hash>.json`: the page's sidebar. */
  sidebarUrl?: string;
}

/** The page data a page embeds in its HTML. */
function pageData(document: ReturnType<typeof parseHtml>): PageData {
  return JSON.parse(document.querySelector('#__DOCGEN_PAGE__')?.textContent ?? '{}') as PageData;
}

/** The docs sidebar a page shows, by the key its page data names it with (`3.0.0/docs`). */
async function docsSidebar(
  buildDir: string,
  document: ReturnType<typeof parseHtml>,
  sidebars: SiteFacts['sidebars'],
) {
  const data = pageData(document);
  const key = /^\/_data\/sidebars\/(.+)\.[\w-]{16}\.json$/.exec(data.sidebarUrl ?? '')?.[1];
  if (!key) return undefined;
  const items = JSON.parse(
    await readFile(join(buildDir, data.sidebarUrl ?? ''), 'utf8'),
  ) as SidebarDataItem[];
  sidebars[key] = sidebarEntries(items);
  return key;
}

/** The facts of a docgen build folder. */
export async function docgenFacts(buildDir: string): Promise<DocgenFacts> {
  const facts: DocgenFacts = { routes: {}, sidebars: {}, redirects: {} };
  for (const [route, file] of await htmlRoutes(buildDir)) {
    if (isNoRoute(route)) continue;
    const document = parseHtml(await readFile(join(buildDir, file), 'utf8'));
    // An HTML file of the site's static folder (a search console's verification file) is no page of docgen's.
    if (!document.querySelector('#__DOCGEN_PAGE__')) continue;
    const refresh = document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
    if (refresh) {
      facts.redirects[route] = refresh.replace(/^\d+;\s*url=/, '');
      continue;
    }
    const main = document.querySelector('main#__main');
    if (!main) throw new Error(`${file} has no main#__main`);
    const blogLinks = [...document.querySelectorAll('aside.blog-sidebar a')];
    const blogSidebar = blogLinks.length > 0 ? blogSidebarKey(route) : undefined;
    if (blogSidebar) {
      facts.sidebars[blogSidebar] = blogLinks.map((a) => `${a.textContent} → ${a.getAttribute('href')}`);
    }
    const sidebar = blogSidebar ?? (await docsSidebar(buildDir, document, facts.sidebars));
    facts.routes[route] = {
      ...(sidebar ? { sidebar } : {}),
      text: visibleText(main, RULES),
      ...htmlLanguage(document),
    };
  }
  return facts;
}
