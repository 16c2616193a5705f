/**
 * Answers with the files of a build that does not change while served (`docgen serve`): looked up in the
 * start-up index, sent from memory (or streamed when too big to keep), in the precompressed encoding the client
 * accepts, with the validators, conditional requests, ranges and HEAD that @fastify/static handled before, but
 * without its per-request stat, open, read and close.
 */
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { resolveRequestPath } from '../../../core/routes/resolve-request.ts';
import { createBodyCache, type BodyCacheLimits } from './body-cache.ts';
import { indexBuild, type BuildFile } from './build-index.ts';
import { compressOnDemand } from './compress-on-demand.ts';
import { rangeOf, type RangeAnswer } from './byte-range.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { evaluatePreconditions } from './preconditions.ts';
import { remembered } from './remembered.ts';
import type { SiteFiles } from './site-files.ts';

/**
 * Pages, page data and the bundle's chunks are well under 1 MiB; bigger files (videos, archives) are rare and
 * streamed. 64 MiB holds the whole of a large site's hot set while bounding what a crawler can make us keep.
 */
const DEFAULT_BODY_CACHE: BodyCacheLimits = { maxBytes: 64 * 1024 * 1024, maxFileBytes: 1024 * 1024 };

const WHOLE: RangeAnswer = { kind: 'whole' };

export interface BuildFilesOptions {
  limits?: BodyCacheLimits;
  /** Compress text files the build left uncompressed, once each, in memory (`docgen serve`). */
  compress?: { onError: (error: unknown) => void };
}

/** Compression that failed is logged; the file then keeps going out as built. */
export function compressionLoggingTo(log: Pick<FastifyBaseLogger, 'error'>): BuildFilesOptions['compress'] {
  return { onError: (error) => log.error({ err: error }, 'compressing a file of the build failed') };
}

export async function openBuildFiles(dir: string, options: BuildFilesOptions = {}): Promise<SiteFiles> {
  const limits = options.limits ?? DEFAULT_BODY_CACHE;
  const index = await indexBuild(dir);
  const bodies = createBodyCache(limits);
  const encodings = options.compress
    ? compressOnDemand({
        bytesOf: async (representation) => (await bodies.get(representation))!,
        maxFileBytes: limits.maxFileBytes,
        onError: options.compress.onError,
      })
    : { encodingsOf: (file: BuildFile) => file.encoded };

  async function send(request: FastifyRequest, reply: FastifyReply, name: string, status = 200) {
    const file = index.get(name);
    if (!file) throw new Error(`${name} is not a file of the build`);
    const offered = encodings.encodingsOf(file);
    const available = offered instanceof Promise ? await offered : offered;
    const chosen = chooseEncoding(request.headers['accept-encoding'], available) ?? file.identity;
    // Validators and ranges belong to the file's own answer, not to a page sent as a 401/403/404.
    const own = status === 200;
    if (own) {
      reply.header('accept-ranges', 'bytes').header('etag', chosen.etag);
      reply.header('last-modified', chosen.lastModified);
      const precondition = evaluatePreconditions(request.headers, chosen);
      if (precondition === 'failed') return reply.code(412).send();
      if (precondition === 'notModified') return reply.code(304).send();
    }
    const range = own ? rangeOf(request.headers, chosen) : WHOLE;
    if (range.kind === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${chosen.size}`).send();
    reply.header('content-type', file.contentType);
    if (chosen.coding) reply.header('content-encoding', chosen.coding);
    const { start, end } = range.kind === 'part' ? range : { start: 0, end: chosen.size - 1 };
    if (range.kind === 'part')
      reply.code(206).header('content-range', `bytes ${start}-${end}/${chosen.size}`);
    else reply.code(status);
    reply.header('content-length', String(end - start + 1));
    if (request.method === 'HEAD' || start > end) return reply.send();
    const kept = bodies.get(chosen);
    if (kept === undefined) return reply.send(createReadStream(chosen.path, { start, end }));
    // A kept body is sent at once, without a turn of the microtask queue.
    const bytes = Buffer.isBuffer(kept) ? kept : await kept;
    return reply.send(range.kind === 'part' ? bytes.subarray(start, end + 1) : bytes);
  }

  const exists = (name: string) => index.has(name);
  // The build does not change while served, so a URL leads where it led before.
  return { exists, resolve: remembered((url) => resolveRequestPath(url, exists), 5_000), send };
}
