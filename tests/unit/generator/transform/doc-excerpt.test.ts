/** A doc without a description shows, as in Docusaurus, the first line of its text on category cards. */
import { describe, expect, it } from 'vitest';
import { docExcerpt } from '../../../../generator/transform/doc-excerpt.ts';

describe('docExcerpt', () => {
  it('takes the first line of text as plain words', () => {
    expect(docExcerpt('Install **Orbit** with [the installer](./x.md) and `orbit go`.\nSecond line.')).toBe(
      'Install Orbit with the installer and orbit go.',
    );
  });

  it('passes over imports, the title, code, components and admonition fences', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '# Install',
      '',
      '```bash',
      'orbit --version',
      '```',
      '',
      '<TOCInline toc={toc} />',
      '',
      ':::tip',
      'Check the pad first.',
      ':::',
    ].join('\n');
    expect(docExcerpt(body)).toBe('Check the pad first.');
  });

  it('gives a heading its words, without its id', () => {
    expect(docExcerpt('## Limits {#limits}\n\nText.')).toBe('Limits');
  });

  it('has none for a doc without text', () => {
    expect(docExcerpt("import X from './_x.md';\n\n<X />\n")).toBeUndefined();
  });
});
