import { describe, expect, it } from 'vitest';
import { contentTitle, hasContentTitle } from '../../../../generator/transform/content-title.ts';

describe("a page's own # title, as Docusaurus finds it", () => {
  it.each([
    ['at the top', '# Title\n\nText.'],
    ['after imports and an expression', "import X from './x';\n\n{\n  // TODO: a link\n}\n\n# Title"],
    ['after a paragraph', 'An intro.\n\n# Title'],
    ['with Windows line ends', "import X from './x';\r\n\r\n# Title\r\n"],
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

  it('reads as a reader sees it: no backticks, emphasis, link target or heading id', () => {
    expect(contentTitle('# Dealing with the `Type instantiation` *error* [here](./x.md) {#deep}')).toBe(
      'Dealing with the Type instantiation error here',
    );
    expect(contentTitle('# snake_case_name')).toBe('snake_case_name');
  });
});
