import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outputWriter } from '../../../../generator/render/write-page.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the output writer', () => {
  it('replaces a file linked from a previous output rather than changing it, and leaves nothing beside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'docgen-writer-'));
    const previous = join(dir, 'previous');
    const next = join(dir, 'next');
    mkdirSync(join(previous, 'docs'), { recursive: true });
    mkdirSync(join(next, 'docs'), { recursive: true });
    writeFileSync(join(previous, 'docs', 'a.html'), 'before');
    linkSync(join(previous, 'docs', 'a.html'), join(next, 'docs', 'a.html'));

    outputWriter(next)('docs/a.html', 'after');

    expect(readFileSync(join(next, 'docs', 'a.html'), 'utf8')).toBe('after');
    expect(readFileSync(join(previous, 'docs', 'a.html'), 'utf8')).toBe('before');
    expect(readdirSync(join(next, 'docs'))).toEqual(['a.html']);
  });
});
