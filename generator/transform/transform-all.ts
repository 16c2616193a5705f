import { createHash } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readCachedHtml, readCacheMetadata, writeCacheEntry, type CachedMetadata } from './cache-entry.ts';
import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import { partialsUnchanged } from './mdx/partial-files.ts';
import { jobRunner } from '../workers/job-runner.ts';
import type { PageWatch } from '../workers/page-watch.ts';
import type { WorkerPool } from '../workers/worker-pool.ts';
import { transformStage } from './transform-stage.ts';

/** Bump when the transform's output format changes, so old cache entries are not reused. */
const CACHE_VERSION = 'transform-7';

export interface TransformAllParams {
  root: string;
  inputs: TransformInput[];
  links: LinkContext;
  cacheDir: string;
  /** The build's workers, for a batch large enough to be worth them. */
  pool: WorkerPool;
  /** How long one file may take. */
  watch?: PageWatch;
  /** Called after each file, for progress output. */
  onProgress?: (done: number, total: number) => void;
}

export interface TransformAllResult {
  outputs: Map<string, TransformOutput>;
  cacheHits: number;
}

/**
 * The transform stage for the whole site: unchanged files come from a content-hash cache, the rest go through a worker pool
 * across the machine's cores.
 */
export async function transformAll(params: TransformAllParams): Promise<TransformAllResult> {
  const dir = join(params.cacheDir, CACHE_VERSION);
  await mkdir(dir, { recursive: true });
  // Listed once: a cold cache then costs no failed read per file, and the workers get their jobs at once.
  const entries = new Set(await readdir(dir));
  const linksHash = hashOf(JSON.stringify(params.links.routesByFile));
  // By the inputs' index: the outputs come in the site's order, not the order the workers finished in, so warnings
  // and what is made from them (the server manifest, copied images) are the same in every build.
  const outputs: TransformOutput[] = [];
  const misses: { input: TransformInput; index: number; key: string }[] = [];
  let done = 0;
  const tick = () => params.onProgress?.(++done, params.inputs.length);
  for (const [index, input] of params.inputs.entries()) {
    const key = hashOf(`${linksHash}\0${input.file}\0${input.bodyLine}\0${input.body}`);
    const path = join(dir, `${key}.entry`);
    const cached = entries.has(`${key}.entry`) ? readCacheMetadata(path) : undefined;
    if (cached && partialsUnchanged(params.root, cached.metadata.partials)) {
      outputs[index] = withHtmlFromCache(cached.metadata, path, cached.htmlAt);
      tick();
    } else misses.push({ input, index, key });
  }
  if (misses.length > 0) {
    const { root, links, cacheDir } = params;
    const data = { root, links, cacheDir };
    const runner = jobRunner(params.pool, transformStage, data, misses.length, params.watch);
    await Promise.all(
      misses.map(async ({ input, index, key }) => {
        const output = await runner.run(input, { file: input.file });
        const path = join(dir, `${key}.entry`);
        const written = writeCacheEntry(path, output);
        outputs[index] = withHtmlFromCache(written.metadata, path, written.htmlAt);
        tick();
      }),
    );
  }
  return {
    outputs: new Map(params.inputs.map((input, index) => [input.file, outputs[index] as TransformOutput])),
    cacheHits: params.inputs.length - misses.length,
  };
}

/**
 * The output with its HTML read back from its cache file whenever it is asked for (once per page that shows it):
 * a large site's HTML, the bulk of every output, is not held in memory from the transform to the render.
 */
function withHtmlFromCache(metadata: CachedMetadata, path: string, htmlAt: number): TransformOutput {
  return Object.defineProperty({ ...metadata }, 'html', {
    enumerable: true,
    get: () => {
      const html = readCachedHtml(path, htmlAt);
      if (html === undefined) throw new Error(`The transform cache lost ${path} during the build.`);
      return html;
    },
  }) as TransformOutput;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
