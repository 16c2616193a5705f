/**
 * The MCP server's tools over one reader's library. Answers are markdown text an assistant reads directly;
 * a page the reader may not open is answered exactly as one that does not exist.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { trimTrailingSlashes } from '../../core/routes/assistant-paths.ts';
import { hitHref, MAX_QUERY_LENGTH, type SearchHit } from '../../core/search/search-api.ts';
import type { LibraryPage, ReaderLibrary } from './reader-library.ts';

export type McpTool = 'search_docs' | 'read_page' | 'list_pages' | 'list_versions';

const text = (body: string, isError = false) => ({
  content: [{ type: 'text' as const, text: body }],
  ...(isError ? { isError: true } : {}),
});

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/** A page's route from what an assistant may pass: a route, the page's URL, its `.md`, with a `#section`. */
export function routeOf(path: string): string {
  let route = path.trim();
  try {
    if (/^https?:\/\//.test(route)) route = new URL(route).pathname;
  } catch {
    return route;
  }
  route = route.split('#', 1)[0]!.split('?', 1)[0]!;
  if (route.endsWith('.md')) route = route.slice(0, -'.md'.length);
  if (route === '/index' || route === '') return '/';
  if (!route.startsWith('/')) route = `/${route}`;
  return route.length > 1 ? trimTrailingSlashes(route) || '/' : route;
}

function hitText(hit: SearchHit): string {
  const excerpt = hit.excerpt.map((part) => part.text).join('');
  const title =
    hit.heading && hit.heading !== hit.pageTitle ? `${hit.pageTitle} › ${hit.heading}` : hit.pageTitle;
  return `## ${title}\npath: ${hitHref(hit)} (version ${hit.version})\n\n${excerpt}`;
}

function pageLine(page: LibraryPage): string {
  const version = page.version ? ` (version ${page.version})` : '';
  const description = page.description ? `: ${page.description}` : '';
  return `- [${page.title}](${page.route})${version}${description}`;
}

export function registerDocsTools(
  server: McpServer,
  library: ReaderLibrary,
  /** Told of every tool call before it runs (metrics, audit). */
  onCall: (tool: McpTool) => Promise<void>,
): void {
  server.registerTool(
    'search_docs',
    {
      description:
        'Search the documentation pages you may read. Returns the best sections with snippets; read a whole page with read_page(path).',
      inputSchema: {
        query: z.string().min(1).max(MAX_QUERY_LENGTH).describe('Words to look for'),
        version: z
          .string()
          .max(100)
          .optional()
          .describe('A version name from list_versions, or "all"; default the latest'),
      },
      annotations: READ_ONLY,
    },
    async ({ query, version }) => {
      await onCall('search_docs');
      const hits = await library.search(query, version);
      if (!hits) return text(`There is no version "${version}". See list_versions.`, true);
      if (hits.length === 0) return text(`Nothing found for "${query}".`);
      return text(hits.map(hitText).join('\n\n'));
    },
  );
  server.registerTool(
    'read_page',
    {
      description:
        'Read one documentation page as markdown, by its path (as search_docs and list_pages give it).',
      inputSchema: { path: z.string().min(1).max(2000).describe('The page path, e.g. /docs/overview') },
      annotations: READ_ONLY,
    },
    async ({ path }) => {
      await onCall('read_page');
      const markdown = await library.markdown(routeOf(path));
      return markdown === undefined
        ? text(`There is no page at ${path} that you may read.`, true)
        : text(markdown);
    },
  );
  server.registerTool(
    'list_pages',
    {
      description: 'List the documentation pages you may read, with their paths and descriptions.',
      inputSchema: {
        version: z
          .string()
          .max(100)
          .optional()
          .describe('Only the pages of this version (see list_versions)'),
      },
      annotations: READ_ONLY,
    },
    async ({ version }) => {
      await onCall('list_pages');
      const pages = library.pages(version);
      return text(pages.length === 0 ? 'No pages.' : pages.map(pageLine).join('\n'));
    },
  );
  server.registerTool(
    'list_versions',
    { description: 'List the documentation versions you may read, newest first.', annotations: READ_ONLY },
    async () => {
      await onCall('list_versions');
      const versions = library.versions();
      if (versions.length === 0) return text('This documentation has no versions.');
      return text(
        versions
          .map((v) => `- ${v.name}${v.label !== v.name ? ` (${v.label})` : ''}${v.isLast ? ' — latest' : ''}`)
          .join('\n'),
      );
    },
  );
}
