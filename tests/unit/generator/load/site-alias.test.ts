import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteAliasFile } from '../../../../generator/load/site-alias.ts';

const root = mkdtempSync(join(tmpdir(), 'docgen-site-alias-'));
for (const file of [
  'src/components/Card.jsx',
  'content/static/img/a.png',
  'content/docs/_note.md',
  'static/own.png',
]) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), '');
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('@site/ paths of a site migrated from Docusaurus', () => {
  it('names files from the root, where src/ stays', () => {
    expect(siteAliasFile(root, '@site/src/components/Card.jsx')).toBe('src/components/Card.jsx');
    expect(siteAliasFile(root, '@site/static/own.png')).toBe('static/own.png');
  });

  it("finds Docusaurus' static and docs folders under content/", () => {
    expect(siteAliasFile(root, '@site/static/img/a.png')).toBe('content/static/img/a.png');
    expect(siteAliasFile(root, '@site/docs/_note.md')).toBe('content/docs/_note.md');
  });

  it('keeps a path found nowhere from the root (its error names it) and ignores other specifiers', () => {
    expect(siteAliasFile(root, '@site/static/missing.png')).toBe('static/missing.png');
    expect(siteAliasFile(root, './a.png')).toBeUndefined();
  });
});
