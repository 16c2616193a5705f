import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../../server/http/request-limits.ts';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    expect(nestsDeeperThan(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\",[[]]]', 2)).toBe(true);
  });

  it('finds 5,000 levels in one pass without recursion', () => {
    expect(nestsDeeperThan(`${'['.repeat(5000)}${']'.repeat(5000)}`, 32)).toBe(true);
  });
});
