/**
 * The client bundle built by Vite from scratch (a cache of its own), as `docgen build` does on a cache miss: what
 * it prints, and how it is compressed. Mermaid's chunks, loaded only on pages with a diagram, are over Vite's
 * 500 kB limit by themselves.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/sites.ts';

const BUILD_BUNDLE = `
import { cachedBundle, placeBundle } from './generator/bundle/bundle-client.ts';
const [outDir, cacheDir] = process.argv.slice(1);
const bundle = await cachedBundle(cacheDir);
placeBundle(bundle, outDir);
console.log(JSON.stringify(bundle.assets));
`;

it(
  'bundles the client without a chunk size warning, its entry in brotli at the best quality',
  { timeout: 180_000 },
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-bundle-'));
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', BUILD_BUNDLE, join(dir, 'out'), join(dir, 'cache')],
        { cwd: REPO_ROOT, env: { ...process.env, CI: '1' } },
      );
      const output = `${stdout}\n${stderr}`;
      expect(output).not.toContain('chunks are larger than');
      expect(output).not.toContain('after minification');
      const { entry } = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { entry: string };
      const script = await readFile(join(dir, 'out', entry));
      const best = brotliCompressSync(script, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: script.length,
        },
      });
      expect(await readFile(join(dir, 'out', `${entry}.br`))).toEqual(best);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);
