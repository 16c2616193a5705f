import { describe, expect, it } from 'vitest';
import { remembered } from '../../../../../node/http/files/remembered.ts';

function counted(limit: number) {
  const asked: string[] = [];
  const answer = remembered((key: string) => {
    asked.push(key);
    return { key };
  }, limit);
  return { answer, asked };
}

describe('remembered', () => {
  it('works an answer out once for text sent again', () => {
    const { answer, asked } = counted(10);
    const first = answer('/docs/a');
    expect(answer('/docs/a')).toBe(first);
    expect(asked).toEqual(['/docs/a']);
  });

  it('forgets everything once full, so endless new text cannot grow its memory', () => {
    const { answer, asked } = counted(2);
    answer('a');
    answer('b');
    answer('c');
    answer('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('never keeps the answer to text over 1 KiB', () => {
    const { answer, asked } = counted(10);
    const long = `/${'x'.repeat(1024)}`;
    answer(long);
    answer(long);
    expect(asked).toEqual([long, long]);
  });
});
