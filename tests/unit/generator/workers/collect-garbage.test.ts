import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../../generator/workers/collect-garbage.ts';

describe('collecting garbage between build stages', () => {
  it('frees what the finished work left on the heap, now', () => {
    collectGarbage();
    const before = getHeapStatistics().used_heap_size;
    let garbage: unknown[] | undefined = Array.from({ length: 300_000 }, (_, i) => ({
      i,
      text: `page ${i}`,
    }));
    expect(getHeapStatistics().used_heap_size).toBeGreaterThan(before + 10_000_000);
    garbage = undefined;
    collectGarbage();
    expect(garbage).toBeUndefined();
    expect(getHeapStatistics().used_heap_size).toBeLessThan(before + 5_000_000);
  });
});
