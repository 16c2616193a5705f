/** Search in `docgen dev` before the first build succeeded: a 503 that says why, never a 500. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_PATH } from '../../../../core/search/search-api.ts';
import { registerDevSearch } from '../../../../server/dev/dev-search.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('dev search without an index yet', () => {
  it('answers 503 with a JSON error naming what to do', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'docgen-dev-search-'));
    dirs.push(outDir);
    const app = Fastify();
    await registerDevSearch(app, outDir);
    const response = await app.inject({ method: 'GET', url: `${SEARCH_PATH}?q=install` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Search works once the site builds without errors.' });
    await app.close();
  });
});
