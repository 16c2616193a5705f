import fc from 'fast-check';

/** The pieces MDX is made of, and the ones that broke it before: quotes, escapes, braces, unclosed tags. */
const FRAGMENTS = [
  'Some *text* and **more**.',
  '<X a={"\\""}></X>',
  '<X a="b">',
  '</X>',
  '<NavPath path="A > B" />',
  "import NavPath from '@site/src/components/NavPath';",
  'export const a = 1;',
  'export default function Layout({ children }) { return children; }',
  '{a}',
  '{',
  '}',
  '{/* a comment */}',
  '{1 + }',
  '<Highlight>marked</Highlight>',
  '<details><summary>More</summary>',
  '</details>',
  ':::note[Title]',
  ':::tip',
  ':::',
  '```js title="x.js"',
  '```',
  '## Heading {#custom-id}',
  '# Title',
  '<!-- truncate -->',
  '[a link](./plain.md#plain-markdown)',
  '![an image](/img/logo.svg)',
  '- item',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '\\',
  '"',
  "'",
  '&amp; &',
  '<',
  '>',
  '<br>',
  '<TOCInline toc={toc} />',
  '<Tabs><TabItem value="a">A</TabItem></Tabs>',
];

/** Documents of up to ten such pieces (or random text), glued by spaces, line breaks or nothing. */
export const mdxDocuments = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    { maxLength: 10 },
  )
  .chain((parts) =>
    fc
      .array(fc.constantFrom('', ' ', '\n', '\n\n', '  '), {
        minLength: parts.length,
        maxLength: parts.length,
      })
      .map((gaps) => parts.map((part, index) => `${part}${gaps[index]}`).join('')),
  );
