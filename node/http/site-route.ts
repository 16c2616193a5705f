/**
 * The one route that answers with a built site's files, for `docgen serve`, `docgen dev` and the build's link
 * check alike: clean paths, 301s for the non-clean forms, the 404 page with status 404, and the caching rules.
 * Who may have a file is a layer on top (`SiteAccess`): the dev server and the link check let everything through,
 * `docgen serve` puts its gate there (`gate/site-gate.ts`), so every server resolves and caches the same way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { markdownFileForRoute, routeOfMarkdownFile } from '../../core/ai/page-catalog.ts';
import { isSidebarFile, normalizeRoute } from '../../core/routes/paths.ts';
import type { Resolution } from '../../core/routes/resolve-request.ts';
import type { SiteFiles } from './files/site-files.ts';
import { remembered } from './files/remembered.ts';
import { applyHeaders } from './security-headers.ts';

/** Hashed bundle assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const GATED = 'private, no-store';
/**
 * A gated file named by its content (a sidebar file): kept for good, by this reader's browser only. The pages of
 * each audience name the file of what it sees, so a browser never takes another audience's sidebar for its own.
 */
const GATED_IMMUTABLE = 'private, max-age=31536000, immutable';
export const NOT_FOUND_FILE = '404.html';

/**
 * How a file may go out: which file of the build to send (the one asked for, or the variant of it this reader
 * sees), to anyone (`public`) or only to this reader and never from a shared cache (`gated`); or not at all, in
 * which case the layer has answered (the reply it returns).
 */
type Admission = { as: 'public' | 'gated'; send: string } | FastifyReply;

export interface SiteAccess {
  /** For a file of the build. */
  file(request: FastifyRequest, reply: FastifyReply, file: string): Promise<Admission>;
  /** For a path the build has no file for: the 404 page (`NOT_FOUND_FILE`) or its variant, or an answer. */
  missing(request: FastifyRequest, reply: FastifyReply): Promise<Admission>;
}

/** No gate: every file is public and sent as asked for (the dev server, the link check). */
const OPEN_SITE: SiteAccess = {
  file: async (_request, _reply, file) => ({ as: 'public', send: file }),
  missing: async () => ({ as: 'public', send: NOT_FOUND_FILE }),
};

/** A build as the route answers it: its files, who may have them, and the headers every answer carries. */
export interface ServedFiles {
  files: SiteFiles;
  access?: SiteAccess;
  /** Headers every answer carries (security headers). */
  headers?: Record<string, string>;
  /**
   * Serve the pages' markdown copies: by their `.md` address, and for a page asked for with
   * `Accept: text/markdown`. Default true; false (`ai.markdown` off) answers their addresses as missing files,
   * though the build has them for `llms-full.txt` and assistants.
   */
  markdownCopies?: boolean;
}

export interface SiteRouteParams {
  /**
   * The build to answer from, asked once per request: a request is answered wholly from the build it started
   * on, even when a new one is taken up meanwhile (`docgen serve`'s deploys).
   */
  current(): ServedFiles;
  /**
   * The files are sent in the encoding `Accept-Encoding` chose (a build served from memory), so a cache must
   * keep the encodings apart.
   */
  negotiatesEncoding: boolean;
}

/**
 * The Vary headers of an answer, fixed per server: gated answers vary on the session cookie; answers from memory
 * on the negotiated encoding; a page's address, which also answers its markdown copy, on Accept first.
 */
function varyHeaders(negotiatesEncoding: boolean) {
  const encoding = negotiatesEncoding ? ', Accept-Encoding' : '';
  const withAccept = (alone: string) => (alone ? `Accept, ${alone}` : 'Accept');
  const publicVary = encoding.slice(2);
  const gatedVary = `Cookie${encoding}`;
  return {
    public: { alone: publicVary, withAccept: withAccept(publicVary) },
    gated: { alone: gatedVary, withAccept: withAccept(gatedVary) },
  };
}

function isAdmitted(admission: Admission): admission is Exclude<Admission, FastifyReply> {
  return 'as' in admission;
}

export function registerSiteRoute(app: FastifyInstance, params: SiteRouteParams): void {
  const vary = varyHeaders(params.negotiatesEncoding);
  /** `file` undefined: the 404 page. `markdown`: the address also answers the page's markdown copy. */
  const cacheHeaders = (
    reply: FastifyReply,
    admission: 'public' | 'gated',
    file: string | undefined,
    markdown: boolean,
  ) => {
    const varies = vary[admission][markdown ? 'withAccept' : 'alone'];
    if (admission === 'gated') {
      const cacheControl = file !== undefined && isSidebarFile(file) ? GATED_IMMUTABLE : GATED;
      return reply.header('cache-control', cacheControl).header('vary', varies);
    }
    reply.header('cache-control', file?.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    return varies ? reply.header('vary', varies) : reply;
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const { files, access = OPEN_SITE, headers, markdownCopies = true } = params.current();
      if (headers) applyHeaders(reply, headers);
      let resolution = files.resolve(request.url);
      if (!markdownCopies && resolution.kind === 'file' && routeOfMarkdownFile(resolution.file))
        resolution = { kind: 'notFound' };
      // The page's address answers HTML or markdown: caches must keep the two apart (Vary: Accept).
      const markdown =
        markdownCopies && resolution.kind === 'file' ? markdownOf(resolution, files.exists) : undefined;
      if (markdown && prefersMarkdown(request.headers.accept)) resolution = { kind: 'file', file: markdown };
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
      if (resolution.kind === 'notFound') {
        const admission = await access.missing(request, reply);
        if (!isAdmitted(admission)) return admission;
        const answer = cacheHeaders(reply, admission.as, undefined, false);
        return files.send(request, answer, admission.send, 404);
      }
      const admission = await access.file(request, reply, resolution.file);
      if (!isAdmitted(admission)) return admission;
      const answer = cacheHeaders(reply, admission.as, resolution.file, markdown !== undefined);
      return files.send(request, answer, admission.send);
    },
  });
}

/**
 * The markdown copy of a resolved page, looked up once per resolution object: a build served from memory, which
 * does not change while served, hands out the same object for a URL every time (`build-files.ts`), while files
 * that change (the dev server's) resolve to a new object on every request, so they are looked up again.
 */
const markdownByResolution = new WeakMap<Resolution, { markdown: string | undefined }>();
function markdownOf(
  resolution: Extract<Resolution, { kind: 'file' }>,
  exists: (file: string) => boolean,
): string | undefined {
  let known = markdownByResolution.get(resolution);
  if (!known)
    markdownByResolution.set(resolution, (known = { markdown: markdownOfPage(resolution.file, exists) }));
  return known.markdown;
}

/** The markdown copy of the page `file` is (`docs/x.html` → `docs/x.md`), when the build has one. */
function markdownOfPage(file: string, exists: (file: string) => boolean): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  const markdown = markdownFileForRoute(normalizeRoute(`/${file}`));
  return exists(markdown) ? markdown : undefined;
}

/**
 * The request would rather have markdown than HTML (an assistant's fetch; browsers never ask for it). Without
 * an Accept header, HTML. Clients send a handful of Accept headers, each negotiated once.
 */
function prefersMarkdown(accept: string | undefined): boolean {
  return accept !== undefined && markdownPreferredBy(accept).markdown;
}

const MARKDOWN = 'text/markdown';

const markdownPreferredBy = remembered(
  (accept) => ({
    markdown: new Negotiator({ headers: { accept } }).mediaType(['text/html', MARKDOWN]) === MARKDOWN,
  }),
  100,
);
