/**
 * `GET /_docgen/search?q=…&version=…&locale=…`: the sections the asking reader may open that match the query. Who may
 * open what is the server gate's decision, asked per route (`Audience`); without an audience (no session on a
 * site that needs one) the answer is a bare 401, before any limit or validation. Every refusal is a 4xx with a
 * JSON `{error}`. `locale` (the page's, as `i18n.locales` names it) picks that locale's index; without it, the
 * default locale's.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_QUERY_LENGTH,
  SEARCH_PATH,
  type SearchAnswer,
  type SearchError,
} from '../../core/search/search-api.ts';
import type { Audience, SectionSearch } from './section-search.ts';
import { clientSubjectOf, type TrustProxy } from '../identity/index.ts';
import { limitPerWindow } from '../http/window-limit.ts';

/** Searches one client may send per window: as-you-type search sends a few per second at most. */
export const SEARCHES_PER_WINDOW = 30;
export const SEARCH_WINDOW_MS = 10_000;

const SearchQuery = z.object({
  q: z
    .string({ error: 'q (the query) is required, once.' })
    .max(MAX_QUERY_LENGTH, `q is longer than ${MAX_QUERY_LENGTH} characters.`),
  version: z.string({ error: 'version must be given at most once.' }).optional(),
  locale: z.string({ error: 'locale must be given at most once.' }).optional(),
});

/** An index and the rules of who may find what in it, which come from the same build. */
export interface Searchable {
  /**
   * The index of `locale` (undefined: the default locale's) to search; `docgen dev` reloads it when the site
   * changes. A locale the build has no index of is refused (a 400).
   */
  search(locale?: string): Promise<SectionSearch>;
  /** Who asks; undefined when the request may not search at all (answered 401). */
  audience(request: FastifyRequest, reply: FastifyReply): Promise<Audience | undefined>;
}

export interface SearchRouteParams {
  /** Asked once per request, so a build taken up meanwhile never mixes its index with the old rules. */
  current(): Searchable;
  trustProxy: TrustProxy;
  /** Told of each search refused for going over the per-client limit (the metrics). */
  onLimited?: () => void;
}

const GATED = { 'cache-control': 'private, no-store', vary: 'Cookie' };

export async function registerSearchRoute(app: FastifyInstance, params: SearchRouteParams): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      // Refusals (4xx) and "not yet" (503) say why; anything else is a failure that names nothing.
      const told = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode !== 500;
      const status = told && error.statusCode! < 600 ? error.statusCode! : 500;
      const message = status === 500 ? 'Search failed.' : error.message;
      return reply
        .code(status)
        .headers(GATED)
        .send({ error: message } satisfies SearchError);
    });
    // Who asks comes first: without a session on a gated site the answer is 401 and nothing else (not even a
    // 429), and such a request costs no search. Everyone else is counted against the limit. The build is
    // taken once per request, so its index and its rules always go together.
    const asked = new WeakMap<FastifyRequest, { searchable: Searchable; audience: Audience }>();
    scope.addHook('onRequest', async (request, reply) => {
      reply.headers(GATED);
      const searchable = params.current();
      const audience = await searchable.audience(request, reply);
      if (!audience) return reply.code(401).send({ error: 'Sign in required.' } satisfies SearchError);
      asked.set(request, { searchable, audience });
    });
    await limitPerWindow(scope, {
      max: SEARCHES_PER_WINDOW,
      windowMs: SEARCH_WINDOW_MS,
      key: (request) => clientSubjectOf(request, params.trustProxy),
      ...(params.onLimited ? { onLimited: params.onLimited } : {}),
      message: (after) => `Too many searches: try again in ${after}.`,
    });
    scope.get(SEARCH_PATH, async (request, reply) => {
      const { searchable, audience } = asked.get(request)!;
      const parsed = SearchQuery.safeParse(request.query);
      if (!parsed.success) return refuse(reply, parsed.error.issues[0]?.message ?? 'Bad query.');
      const { q, version, locale } = parsed.data;
      const search = await searchable.search(locale);
      if (version !== undefined && !search.knowsVersion(version)) {
        return refuse(reply, 'There is no such version.');
      }
      const hits = await search.search(q, audience, version);
      return reply.send({ hits } satisfies SearchAnswer);
    });
  });
}

function refuse(reply: FastifyReply, error: string) {
  return reply.code(400).send({ error } satisfies SearchError);
}
