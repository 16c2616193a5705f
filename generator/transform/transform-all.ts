import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sourcesHash } from '../bundle/sources-hash.ts';
import { readCachedPart, readCacheMetadata, type CachedMetadata, type EntryParts } from './cache-entry.ts';
import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import { partialsUnchanged } from './mdx/partial-files.ts';
import { jobRunner } from '../workers/job-runner.ts';
import type { PageWatch } from '../workers/page-watch.ts';
import type { WorkerPool } from '../workers/worker-pool.ts';
import { transformStage } from './transform-stage.ts';

/** What a transform output is made by: an edit to any of them (or a docgen upgrade) makes a new cache. */
const TRANSFORM_DIRS = ['generator/transform', 'generator/search', 'core', 'theme/docusaurus', 'theme/toc'];
const CACHE_PREFIX = 'transform-';

export interface TransformAllParams {
  root: string;
  /**
   * The files to transform, iterated once. The transform keeps a file's markdown only until its output is made: a
   * build passes the site's markdown as it takes it from the loaded site (`takeMarkdownInputs` in `build.ts`), so
   * that its main thread does not hold a large site's (about 160 MB at 20,000 pages) through the transform.
   */
  inputs: Iterable<TransformInput>;
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

/** A file whose output the cache does not have, at its place among the inputs. */
interface Miss {
  input: TransformInput;
  index: number;
  key: string;
}

/**
 * The transform stage for the whole site: unchanged files come from a content-hash cache, the rest go through a worker pool
 * across the machine's cores.
 */
export async function transformAll(params: TransformAllParams): Promise<TransformAllResult> {
  const dir = await currentCacheDir(params.cacheDir);
  // Listed once: a cold cache then costs no failed read per file, and the workers get their jobs at once.
  const entries = new Set(await readdir(dir));
  const linksHash = hashOf(JSON.stringify(params.links));
  // By the inputs' index: the outputs come in the site's order, not the order the workers finished in, so warnings
  // and what is made from them (the server manifest, copied images) are the same in every build.
  const files: string[] = [];
  const outputs: TransformOutput[] = [];
  const misses: Miss[] = [];
  for (const input of params.inputs) {
    const index = files.push(input.file) - 1;
    const key = hashOf(
      `${linksHash}\0${input.file}\0${input.bodyLine}\0${input.excerpt === true}\0${input.body}`,
    );
    const path = join(dir, `${key}.entry`);
    const cached = entries.has(`${key}.entry`) ? readCacheMetadata(path) : undefined;
    if (cached && partialsUnchanged(params.root, cached.metadata.partials) && !missedImages(cached.metadata))
      outputs[index] = withContentFromCache(cached.metadata, path, cached.parts);
    else misses.push({ input, index, key });
  }
  const hits = files.length - misses.length;
  let done = 0;
  const tick = () => params.onProgress?.(++done, files.length);
  // Counted once the inputs are, as they are only known then.
  for (let hit = 0; hit < hits; hit++) tick();
  if (misses.length > 0) {
    const { root, links, cacheDir } = params;
    const data = { root, links, cacheDir };
    const runner = jobRunner(params.pool, transformStage, data, misses.length, params.watch);
    // Taken out of `misses`: each job alone holds its file's markdown, which it lets go with its output made.
    const jobs = misses.splice(0).map(async ({ input, index, key }) => {
      const path = join(dir, `${key}.entry`);
      const written = await runner.run({ input, entryPath: path }, { file: input.file });
      outputs[index] = withContentFromCache(written.metadata, path, written.parts);
      tick();
    });
    await Promise.all(jobs);
  }
  return {
    outputs: new Map(files.map((file, index) => [file, outputs[index] as TransformOutput])),
    cacheHits: hits,
  };
}

/**
 * The transform cache of this docgen, made if missing; the caches of other docgens (an upgrade, an edit) are
 * removed, as nothing will read them again.
 */
async function currentCacheDir(cacheDir: string): Promise<string> {
  const name = `${CACHE_PREFIX}${await sourcesHash(TRANSFORM_DIRS)}`;
  await mkdir(join(cacheDir, name), { recursive: true });
  const stale = (await readdir(cacheDir)).filter((entry) => entry.startsWith(CACHE_PREFIX) && entry !== name);
  await Promise.all(stale.map((entry) => rm(join(cacheDir, entry), { recursive: true, force: true })));
  return join(cacheDir, name);
}

/**
 * The output with its HTML, its search sections and its markdown copy read back from its cache file whenever they are asked for
 * (once per page that shows it, once per page indexed): a large site's HTML and text, the bulk of every output,
 * are not held in memory from the transform to the render and the index.
 */
function withContentFromCache(metadata: CachedMetadata, path: string, parts: EntryParts): TransformOutput {
  const read = (at: number, bytes: number) => {
    const text = readCachedPart(path, at, bytes);
    if (text === undefined) throw new Error(`The transform cache lost ${path} during the build.`);
    return text;
  };
  const { markdownAt, markdownBytes } = parts;
  return Object.defineProperties(
    { ...metadata },
    {
      html: { enumerable: true, get: () => read(parts.htmlAt, parts.htmlBytes) },
      sections: {
        enumerable: true,
        get: () => JSON.parse(read(parts.sectionsAt, parts.sectionsBytes)) as TransformOutput['sections'],
      },
      ...(markdownBytes === undefined
        ? {}
        : { markdown: { enumerable: true, get: () => read(markdownAt, markdownBytes) } }),
    },
  ) as TransformOutput;
}

/** An output that missed an image is made again: the image may have been added since. */
function missedImages(metadata: CachedMetadata): boolean {
  return metadata.diagnostics.some((d) => d.code === 'image-missing');
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
