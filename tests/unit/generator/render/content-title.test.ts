import { describe, expect, it } from 'vitest';
import { hasContentTitle } from '../../../../generator/render/doc-page-fields.ts';

describe("a page's own # title, as Docusaurus finds it", () => {
  it.each([
    ['at the top', '# Title\n\nText.'],
    ['after imports and an expression', "import X from './x';\n\n{\n  // TODO: a link\n}\n\n# Title"],
    ['after a paragraph', 'An intro.\n\n# Title'],
  ])('is the first heading, %s', (_, body) => {
    expect(hasContentTitle(body)).toBe(true);
  });

  it.each([
    ['a first heading of another level', '## Setup\n\n# Later'],
    ['below a thematic break', 'Intro\n\n***\n\n# Title'],
    ['only in code', '```md\n# Not a title\n```\n\nText.'],
  ])('is not %s', (_, body) => {
    expect(hasContentTitle(body)).toBe(false);
  });
});
