/**
 * `GET /llms.txt` and `GET /llms-full.txt`, made for the audience of the request: only the pages this reader may
 * open (a visitor on a `forceLogin` site gets the title and summary alone). Answered `private, no-store` and
 * varying on the cookie, like every gated file; 404 when the site turned `ai.llmsTxt` off.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AiConfig } from '../../core/config/schema.ts';
import type { BuildPages } from '../../node/ai/build-pages.ts';
import { applyHeaders } from '../../node/http/security-headers.ts';
import type { Searchable } from '../search/search-route.ts';
import { llmsFullCache } from './llms-full-cache.ts';
import { llmsFullTxt, llmsTxt, markdownLink, pageLink } from './llms-txt.ts';
import { readerPages } from './reader-pages.ts';

/** What the routes need of the build being served. */
export interface LlmsSource {
  ai: AiConfig;
  pages: BuildPages;
  /** Who asks: the same audience search uses, from the request's session. */
  audience: Searchable['audience'];
  /** Headers every answer of the site carries (security headers). */
  headers?: Record<string, string>;
}

const LLMS_TXT_PATH = '/llms.txt';
const LLMS_FULL_TXT_PATH = '/llms-full.txt';

export function registerLlmsRoutes(
  app: FastifyInstance,
  current: () => LlmsSource | Promise<LlmsSource>,
): void {
  const fullTexts = llmsFullCache();
  const answer =
    (full: boolean) => async (request: Parameters<LlmsSource['audience']>[0], reply: FastifyReply) => {
      const source = await current();
      if (source.headers) applyHeaders(reply, source.headers);
      reply.header('cache-control', 'private, no-store').header('vary', 'Cookie, Accept-Encoding');
      if (!source.ai.llmsTxt) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
      const reader = readerPages(source.pages, await source.audience(request, reply));
      const { catalog } = reader;
      reply.type('text/plain; charset=utf-8');
      if (!full) return llmsTxt(catalog, source.ai.markdown ? markdownLink(catalog) : pageLink(catalog));
      return fullTexts(source.pages, catalog, async () => {
        const markdown = await Promise.all(
          catalog.pages.map(
            async (page) => [page.route, (await reader.readPageMarkdown(page.route)) ?? ''] as const,
          ),
        );
        const byRoute = new Map(markdown);
        return llmsFullTxt(catalog, (page) => byRoute.get(page.route) ?? '');
      });
    };
  app.get(LLMS_TXT_PATH, answer(false));
  app.get(LLMS_FULL_TXT_PATH, answer(true));
}
