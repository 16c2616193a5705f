import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeHtml } from '../../../../generator/transform/code-html.ts';
import { codeLines } from '../../../../generator/transform/code-lines.ts';
import { CODE_THEME, getHighlighter, highlighterFor } from '../../../../generator/transform/highlighter.ts';

/** The transform's languages, every one registered at once: what its highlighter must match. */
const EVERY_LANGUAGE = [
  import('@shikijs/langs/bash'),
  import('@shikijs/langs/css'),
  import('@shikijs/langs/csv'),
  import('@shikijs/langs/diff'),
  import('@shikijs/langs/docker'),
  import('@shikijs/langs/html'),
  import('@shikijs/langs/http'),
  import('@shikijs/langs/ini'),
  import('@shikijs/langs/java'),
  import('@shikijs/langs/javascript'),
  import('@shikijs/langs/json'),
  import('@shikijs/langs/jsx'),
  import('@shikijs/langs/markdown'),
  import('@shikijs/langs/python'),
  import('@shikijs/langs/sql'),
  import('@shikijs/langs/toml'),
  import('@shikijs/langs/tsx'),
  import('@shikijs/langs/typescript'),
  import('@shikijs/langs/xml'),
  import('@shikijs/langs/yaml'),
];

/** In this order: grammars registered alone first, then ones that embed others', then one of those embedded. */
const BLOCKS = [
  { lang: 'ts', code: 'export const a: number = 1; // one' },
  { lang: 'bash', code: 'cat <<EOF | jq .a\n{"a": 1}\nEOF' },
  { lang: 'markdown', code: '# Title\n\n```ts\nconst a = 1;\n```\n\n```python\ndef f(): pass\n```' },
  { lang: 'html', code: '<script>const a = 1;</script>\n<style>a { color: red }</style>' },
  { lang: 'python', code: 'def f(a: int) -> str:\n    return f"{a}"' },
];

let everyAtOnce: HighlighterCore;
// Highlighters take seconds to make on a busy machine: made before the tests' clocks start.
beforeAll(async () => {
  everyAtOnce = await createHighlighterCore({
    themes: [(await getHighlighter()).getTheme(CODE_THEME)],
    langs: EVERY_LANGUAGE,
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
}, 60_000);

describe("the transform's code highlighter", () => {
  it('highlights each block as a highlighter with every grammar does, whichever grammars blocks before it needed', async () => {
    for (const { lang, code } of BLOCKS) {
      const { h, grammar } = await highlighterFor(lang);
      const block = { lines: codeLines(code, lang, undefined), lang: grammar ?? 'text', fenceLanguage: lang };
      expect(codeHtml(h, block, CODE_THEME)).toBe(codeHtml(everyAtOnce, block, CODE_THEME));
    }
  });

  it("knows every name and alias of its languages' grammars, in any case, and no other", async () => {
    for (const name of everyAtOnce.getLoadedLanguages()) {
      expect((await highlighterFor(name)).grammar).toBe(name);
    }
    expect((await highlighterFor('TS')).grammar).toBe('ts');
    expect((await highlighterFor('gql')).grammar).toBe('gql');
    expect((await highlighterFor('rust')).grammar).toBeUndefined();
    expect((await highlighterFor(undefined)).grammar).toBeUndefined();
  });
});
