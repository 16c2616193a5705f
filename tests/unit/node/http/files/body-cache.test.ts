import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBodyCache } from '../../../../../node/http/files/body-cache.ts';
import type { Representation } from '../../../../../node/http/files/build-index.ts';

let dir: string;
const file = (name: string, size: number): Representation => ({
  path: join(dir, name),
  size,
  etag: name,
  lastModified: '',
  lastModifiedMs: 0,
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-body-cache-'));
  for (const [name, size] of [
    ['a', 40],
    ['b', 40],
    ['c', 40],
    ['big', 200],
  ] as const)
    await writeFile(join(dir, name), Buffer.alloc(size, name));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the body cache', () => {
  it('reads a file once, then answers from memory', async () => {
    const cache = createBodyCache({ maxBytes: 1000, maxFileBytes: 100 });
    const [first, second] = await Promise.all([cache.get(file('a', 40)), cache.get(file('a', 40))]);
    expect(first).toBe(second);
    await writeFile(join(dir, 'a'), Buffer.alloc(40, 'z'));
    expect(cache.get(file('a', 40))).toBe(first);
    await writeFile(join(dir, 'a'), Buffer.alloc(40, 'a'));
  });

  it('never keeps a file over the per-file limit: the caller streams it', () => {
    const cache = createBodyCache({ maxBytes: 1000, maxFileBytes: 100 });
    expect(cache.get(file('big', 200))).toBeUndefined();
  });

  it('stays within its byte budget by dropping the least recently used file', async () => {
    const cache = createBodyCache({ maxBytes: 80, maxFileBytes: 100 });
    const a = await cache.get(file('a', 40));
    await cache.get(file('b', 40));
    expect(cache.get(file('a', 40))).toBe(a);
    await cache.get(file('c', 40));
    expect(cache.get(file('a', 40))).toBe(a);
    expect(cache.get(file('b', 40))).toBeInstanceOf(Promise);
  });
});
