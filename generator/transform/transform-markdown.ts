import { VFile } from 'vfile';
import type { Processor } from 'unified';
import type { FileData, LinkContext, TransformInput, TransformOutput } from './context.ts';
import { getHighlighter } from './highlighter.ts';
import { createProcessor } from './pipeline.ts';

let processor: Promise<Processor> | undefined;

function getProcessor(root: string): Promise<Processor> {
  processor ??= getHighlighter().then((highlighter) => createProcessor({ root, highlighter }));
  return processor;
}

/** Stage 2 for one file: markdown body → HTML, table of contents, assets and diagnostics. */
export async function transformMarkdown(params: {
  root: string;
  input: TransformInput;
  links: LinkContext;
}): Promise<TransformOutput> {
  const data: FileData = {
    input: params.input,
    links: params.links,
    toc: [],
    assets: [],
    diagnostics: [],
    hasMermaid: false,
  };
  const file = new VFile({ path: params.input.file, value: params.input.body, data: data as never });
  const html = String(await (await getProcessor(params.root)).process(file));
  return {
    html,
    toc: data.toc,
    hasMermaid: data.hasMermaid,
    words: countWords(params.input.body),
    assets: data.assets,
    diagnostics: data.diagnostics,
  };
}

/** ASCII letters and digits are letters and numbers: most words need no Unicode property lookup. */
const ASCII_WORD = /[A-Za-z0-9]/;
const WORD = /[\p{L}\p{N}]/u;

function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => ASCII_WORD.test(w) || WORD.test(w)).length;
}
