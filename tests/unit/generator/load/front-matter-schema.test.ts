import { describe, expect, it } from 'vitest';
import { checkFrontMatter, type FrontMatterKind } from '../../../../generator/load/front-matter-schema.ts';
import { parseFrontMatter } from '../../../../generator/load/source-file.ts';

const FILE = 'content/versioned_docs/version-1.0.0/intro.md';

function check(text: string, kind: FrontMatterKind = 'doc') {
  const read = parseFrontMatter(FILE, text);
  if (!read.ok) throw new Error(read.diagnostic.message);
  return checkFrontMatter(read.source, kind, () => text);
}

describe('front matter checked against the keys and types of docs, posts and pages', () => {
  it('accepts the keys Docusaurus documents, with their types', () => {
    const doc =
      '---\ntitle: Intro\nsidebar_position: 2\ntags: [a, {label: B, permalink: /b}]\ndisplayed_sidebar: null\n' +
      'toc_max_heading_level: 4\nlast_update: {date: 2024-01-05, author: Ada}\n---\nText\n';
    expect(check(doc)).toEqual([]);
    const post = '---\ntitle: Hello\ndate: 2024-05-01\nauthors: [ada, {name: Bob}]\nslug: hello\n---\nText\n';
    expect(check(post, 'post')).toEqual([]);
    const home =
      '---\ntitle: Home\nfeatures:\n  - title: A\n    to: /docs\ncta: {label: Go, to: /docs}\n---\n';
    expect(check(home, 'page')).toEqual([]);
  });

  it('a value of the wrong type is an error at its key line, worded as Docusaurus words it', () => {
    expect(check('---\ntitle: Intro\nsidebar_position: two\n---\nText\n')).toEqual([
      expect.objectContaining({
        code: 'front-matter-value-invalid',
        severity: 'error',
        file: FILE,
        line: 3,
        column: 1,
        message: '"sidebar_position" must be a number.',
      }),
    ]);
  });

  it('names the place inside a value, and the allowed range', () => {
    const diagnostics = check('---\ntags:\n  - a\n  - 3\ntoc_max_heading_level: 9\n---\n');
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, '"tags" must be a list of tags.'],
      [5, '"toc_max_heading_level" must be a whole number from 2 to 6.'],
    ]);
  });

  it('an unknown key warns with the key it most likely meant, and none when nothing is close', () => {
    const diagnostics = check('---\ntitle: Intro\nsidebar_postion: 2\nfavourite_colour: blue\n---\n');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'front-matter-unknown-key',
        severity: 'warning',
        line: 3,
        hint: 'Did you mean "sidebar_position"?',
      }),
      expect.objectContaining({
        code: 'front-matter-unknown-key',
        line: 4,
        hint: expect.stringMatching(/^Remove it/),
      }),
    ]);
  });

  it('keys are checked per kind: a doc key on a page is unknown', () => {
    expect(check('---\nsidebar_position: 1\n---\n', 'page')).toEqual([
      expect.objectContaining({ code: 'front-matter-unknown-key' }),
    ]);
  });
});
