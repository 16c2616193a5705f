import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from '../load/walk.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text worth compressing; smaller files gain less than the headers cost. */
const COMPRESSIBLE = '**/*.{js,css,svg,json,html}';
const MIN_BYTES = 1024;

/**
 * Brotli's quality for the files pages load only when they need them (mermaid's diagrams, KaTeX, the sign-in
 * forms): on the client bundle, 9% more bytes than the best quality in a thirtieth of its time, which was most
 * of a first build's bundling (see docs/decisions/bundle-precompression.md).
 */
const ON_DEMAND_QUALITY = 8;

/**
 * Writes `.br` and `.gz` beside each compressible file under `dir`, so `docgen serve` sends the encoding the
 * browser accepts without compressing per request. The files every page loads up front (`upFront`, paths
 * relative to `dir`) get brotli's best compression: every reader downloads them, and the bundle is compressed
 * once and cached.
 */
export async function precompress(dir: string, upFront: ReadonlySet<string>): Promise<number> {
  const files = await listFiles(dir, COMPRESSIBLE);
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) return;
      const quality = upFront.has(file) ? constants.BROTLI_MAX_QUALITY : ON_DEMAND_QUALITY;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}
