import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage, garbageLimit } from '../../../../generator/workers/collect-garbage.ts';

/** About 30 MB of small objects, as many as a large build's pages leave behind. */
const manyObjects = () => Array.from({ length: 300_000 }, (_, i) => ({ i, text: `page ${i}` }));

describe('collecting garbage between build stages', () => {
  it('frees what the finished work left on the heap, now', () => {
    collectGarbage();
    const before = getHeapStatistics().used_heap_size;
    let garbage: unknown[] | undefined = manyObjects();
    expect(getHeapStatistics().used_heap_size).toBeGreaterThan(before + 10_000_000);
    garbage = undefined;
    collectGarbage();
    expect(garbage).toBeUndefined();
    expect(getHeapStatistics().used_heap_size).toBeLessThan(before + 5_000_000);
  });
});

describe('limiting the garbage of a long run of work', () => {
  it('collects once the work left more garbage than the limit allows', () => {
    collectGarbage();
    const before = getHeapStatistics().used_heap_size;
    const limitGarbage = garbageLimit();
    let garbage: unknown[][] | undefined = [manyObjects(), manyObjects(), manyObjects(), manyObjects()];
    expect(getHeapStatistics().used_heap_size).toBeGreaterThan(before + 80_000_000);
    garbage = undefined;
    limitGarbage();
    expect(garbage).toBeUndefined();
    expect(getHeapStatistics().used_heap_size).toBeLessThan(before + 5_000_000);
  });
});
