import { describe, expect, it } from 'vitest';
import { transformMarkdown } from '../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const FILE = 'content/versioned_docs/version-1.0.1/faq.md';

function transform(body: string, bodyLine = 1) {
  return transformMarkdown({
    root: REPO_ROOT,
    input: { file: FILE, body, bodyLine },
    links: { routesByFile: {} },
  });
}

describe('directive mistakes', () => {
  it('a closed admonition has no diagnostic', async () => {
    const out = await transform(':::tip\nA tip.\n:::\n\n::::note\n:::info\nInner.\n:::\n::::\n');
    expect(out.diagnostics).toEqual([]);
  });

  it('an admonition never closed that takes in a section warns at its opening line, in the file, and runs to the end as in Docusaurus', async () => {
    const out = await transform('Intro\n\n:::tip\nA tip.\n\n## Later section\n\nMore.\n', 4);
    expect(out.html).toMatch(
      /<div class="admonition-heading">Tip<\/div>[\s\S]*Later section[\s\S]*More\.[\s\S]*<\/div>\s*$/,
    );
    expect(out.toc.map((entry) => entry.id)).toEqual(['later-section']);
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'directive-unclosed',
        severity: 'warning',
        file: FILE,
        line: 6,
        column: 1,
        message: expect.stringContaining('`:::tip` opened here is never closed'),
      }),
    ]);
  });

  it('an inner admonition closed only by the fence of the one around it is unclosed', async () => {
    const out = await transform('::::note\n:::tip\nInner.\n::::\n');
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'directive-unclosed',
        line: 2,
        hint: expect.stringContaining('`:::`'),
      }),
    ]);
  });

  it('a fence with fewer colons than the opening leaves it unclosed', async () => {
    const out = await transform('::::warning\nCareful.\n:::\n\nAfter.\n');
    expect(out.diagnostics.map((d) => [d.code, d.line])).toEqual([['directive-unclosed', 1]]);
  });

  it('an admonition left open at the end of the page, taking in no heading, is only a warning', async () => {
    const out = await transform('## Setup\n\n:::note\n\n- Both keys are needed.\n- Or none.\n');
    expect(out.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['directive-unclosed', 'warning', 3],
    ]);
  });

  it('an unknown directive name warns with the admonition it most likely meant', async () => {
    const out = await transform('Text\n\n:::tipp\nA tip.\n:::\n');
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'directive-unknown',
        severity: 'warning',
        line: 3,
        hint: 'Did you mean `:::tip`?',
      }),
    ]);
  });

  it('a closing fence with nothing open warns', async () => {
    const out = await transform(':::note\nA note.\n:::\n:::\n\nText.\n');
    expect(out.diagnostics).toEqual([
      expect.objectContaining({ code: 'directive-stray-fence', severity: 'warning', line: 4 }),
    ]);
  });

  it('colons inside code are not directives', async () => {
    const out = await transform('```\n:::tip\n```\n\nA ratio 3:1.\n');
    expect(out.diagnostics).toEqual([]);
  });
});
