import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { oversizedChunks } from '../../../../generator/bundle/chunk-size-warning.ts';

const MERMAID = '/docgen/node_modules/mermaid/dist/mermaid.core.mjs';

function chunk(
  fileName: string,
  kB: number,
  links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facade?: string } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: 'x'.repeat(kB * 1000),
    isEntry: links.isEntry ?? false,
    facadeModuleId: links.facade ?? `/docgen/client/${fileName}.ts`,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
  } as unknown as Rolldown.OutputChunk;
}

const bundleOf = (...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the chunk size warning', () => {
  it('leaves out what only mermaid loads: its chunk and the chunks it imports', () => {
    const bundle = bundleOf(
      chunk('entry.js', 280, { isEntry: true, dynamicImports: ['diagrams.js'] }),
      chunk('diagrams.js', 5, { dynamicImports: ['mermaid.core.js'] }),
      chunk('mermaid.core.js', 520, { facade: MERMAID, dynamicImports: ['parser.js'] }),
      chunk('parser.js', 660, { facade: '/docgen/node_modules/@mermaid-js/parser/dist/chunk.mjs' }),
    );
    expect(oversizedChunks(bundle)).toEqual([]);
  });

  it('still warns about the entry, its imports, and any other chunk over 500 kB', () => {
    const bundle = bundleOf(
      chunk('entry.js', 501, {
        isEntry: true,
        imports: ['shared.js'],
        dynamicImports: ['blog-views.js', 'mermaid.core.js'],
      }),
      chunk('shared.js', 600),
      chunk('blog-views.js', 510),
      chunk('mermaid.core.js', 520, { facade: MERMAID, imports: ['shared.js'] }),
    );
    expect(oversizedChunks(bundle)).toEqual([
      { fileName: 'entry.js', kB: 501 },
      { fileName: 'shared.js', kB: 600 },
      { fileName: 'blog-views.js', kB: 510 },
    ]);
  });
});
