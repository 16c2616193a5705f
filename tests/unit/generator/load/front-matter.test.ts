import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter, readSourceFile } from '../../../../generator/load/source-file.ts';

describe('front matter', () => {
  it('splits YAML front matter from the body and remembers where the body starts', () => {
    const result = parseFrontMatter('a.md', '---\ntitle: Hello\ntags: [a, b]\n---\n\nBody text\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.source.frontMatter).toEqual({ title: 'Hello', tags: ['a', 'b'] });
    expect(result.source.body).toBe('\nBody text\n');
    expect(result.source.bodyLine).toBe(5);
  });

  it('reports invalid YAML with the file, the line in the file and a code frame', () => {
    const result = parseFrontMatter('docs/a.md', '---\ntitle: Hello\ndescription: "unclosed\n---\nBody');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostic.code).toBe('front-matter-invalid');
    expect(result.diagnostic.file).toBe('docs/a.md');
    expect(result.diagnostic.line).toBeGreaterThanOrEqual(3);
    expect(result.diagnostic.frame).toContain('description');
  });

  it('rejects front matter that is not a mapping', () => {
    const result = parseFrontMatter('a.md', '---\n- just\n- a list\n---\nBody');
    expect(result.ok).toBe(false);
  });

  it('treats a file without front matter as all body', () => {
    const result = parseFrontMatter('a.md', '# Title\n\nText');
    expect(result.ok && result.source.frontMatter).toEqual({});
  });

  it('reads an empty file as an empty page, with a warning naming it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docgen-empty-'));
    writeFileSync(join(root, 'empty.md'), '\n');
    const result = await readSourceFile(root, join(root, 'empty.md'));
    expect(result).toEqual({
      ok: true,
      source: { file: 'empty.md', body: '', bodyLine: 1, frontMatter: {} },
      warning: expect.objectContaining({ code: 'file-empty', severity: 'warning', file: 'empty.md' }),
    });
  });
});
