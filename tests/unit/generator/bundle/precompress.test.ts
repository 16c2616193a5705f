import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../../generator/bundle/precompress.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

/** Minified JavaScript as a bundle holds it: the start of React DOM's production build. */
const SCRIPT = await readFile(
  join(REPO_ROOT, 'node_modules', 'react-dom', 'cjs', 'react-dom-client.production.js'),
).then((bytes) => bytes.subarray(0, 64 * 1024));

describe('precompressing the client bundle', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docgen-precompress-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip encodings of the same bytes beside every compressible file', async () => {
    await Promise.all(['entry.js', 'lazy.js'].map((file) => writeFile(join(dir, file), SCRIPT)));
    expect(await precompress(dir, new Set(['entry.js']))).toBe(2);
    for (const file of ['entry.js', 'lazy.js']) {
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(SCRIPT);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(SCRIPT);
    }
  });

  it('compresses the files pages load up front harder than those loaded on demand', async () => {
    await Promise.all(['entry.js', 'lazy.js'].map((file) => writeFile(join(dir, file), SCRIPT)));
    await precompress(dir, new Set(['entry.js']));
    const [upFront, onDemand] = await Promise.all(
      ['entry.js.br', 'lazy.js.br'].map(async (file) => (await readFile(join(dir, file))).length),
    );
    expect(upFront).toBeLessThan(onDemand ?? 0);
  });

  it('leaves files under a kilobyte as they are', async () => {
    await writeFile(join(dir, 'small.js'), SCRIPT.subarray(0, 1000));
    expect(await precompress(dir, new Set(['small.js']))).toBe(0);
  });
});
