import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { VFile } from 'vfile';
import type { DocusaurusSiteConfig } from '../../../theme/docusaurus/page-context.ts';
import { newFileData, type FileData } from '../context.ts';
import { hashText } from '../mdx/partial-files.ts';
import { bundlePage, siteRelative, type BundleTarget } from './bundle-page.ts';
import { PAGE_CONTEXT_FILE } from './docusaurus-modules.ts';
import { isInteractive } from './interactive.ts';
import { preprocessMdx, type MdxProcessor } from './mdx-processor.ts';
import { renderServerBundle } from './render-bundle.ts';

export interface CompileParams {
  root: string;
  processor: MdxProcessor;
  /** The page's file data (input, links), which the compile fills like the markdown path does. */
  data: FileData;
  route: string;
  siteConfig: DocusaurusSiteConfig;
  /** Where an interactive page's browser bundle is written, copied into the output as the page's asset. */
  islandsDir: string;
}

/**
 * A page with MDX compiled for real: MDX → JavaScript (through the shared markdown and HTML steps) → bundled
 * with the components it imports → rendered to HTML on the server. A page whose components are interactive
 * becomes an island: its content is hydrated in the browser from a bundle of its own (see `interactive.ts`);
 * any other page ships no JavaScript of its own. Styles its components import come inline, before the content.
 */
export async function compileMdxPage(params: CompileParams): Promise<string> {
  const { data } = params;
  const page = await compileModule(params, data, data.input.body);
  const compilePartial = (path: string) => compilePartialModule(params, path);
  const bundle = (target: BundleTarget) =>
    bundlePage({
      root: params.root,
      file: data.input.file,
      page,
      entry: entryModule(target, { route: params.route, siteConfig: params.siteConfig }),
      target,
      compilePartial,
    });
  const server = await bundle('server');
  recordSources(params.root, data, server.inputs);
  const html = await renderServerBundle(server.js, (exports) =>
    (exports as { content: () => ReactElement }).content(),
  );
  const style = server.css.trim() === '' ? '' : `<style>${server.css}</style>`;
  if (!isInteractive(page, server.inputs)) return `${style}${html}`;
  const island = writeIsland(params, (await bundle('browser')).js);
  return `${style}<div class="mdx-island" data-island="${island}">${html}</div>`;
}

async function compileModule(params: CompileParams, data: FileData, body: string): Promise<string> {
  const file = new VFile({ path: data.input.file, value: preprocessMdx(body), data: data as never });
  const code = String(await params.processor.process(file));
  const toc = data.toc.map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth }));
  // Docusaurus gives every MDX file its `toc`, which `<TOCInline toc={toc} />` shows.
  return /\bexport\s+(?:const|let|var)\s+toc\b/.test(code)
    ? code
    : `export const toc = ${JSON.stringify(toc)};\n${code}`;
}

/** A markdown partial, compiled like the page; its links, images and problems are the page's, named by its file. */
async function compilePartialModule(params: CompileParams, path: string): Promise<string> {
  const file = siteRelative(params.root, path);
  const body = readFileSync(path, 'utf8');
  const own = newFileData({ file, body, bodyLine: 1 }, params.data.links);
  const code = await compileModule(params, own, body);
  const page = params.data;
  page.diagnostics.push(...own.diagnostics);
  page.assets.push(...own.assets);
  page.anchors.push(...own.anchors);
  page.sourceLinks.push(...own.sourceLinks.map((link) => ({ ...link, file })));
  page.hasMermaid ||= own.hasMermaid;
  return code;
}

/**
 * The bundle's entry: the page's content inside the context the Docusaurus shims read, with the site's global
 * components (`@theme/MDXComponents`); in the browser, hydrated into the island's container.
 */
function entryModule(target: BundleTarget, info: { route: string; siteConfig: DocusaurusSiteConfig }): string {
  const lines = [
    "import MDXContent from 'docgen:page';",
    "import MDXComponents from '@theme/MDXComponents';",
    `import { MdxPageContext } from ${JSON.stringify(PAGE_CONTEXT_FILE)};`,
    "import { jsx } from 'react/jsx-runtime';",
    `export const content = () => jsx(MdxPageContext.Provider, { value: ${JSON.stringify(info)}, children: jsx(MDXContent, { components: MDXComponents }) });`,
  ];
  if (target === 'browser')
    lines.push(
      "import { hydrateRoot } from 'react-dom/client';",
      'export default function hydrate(container) { hydrateRoot(container, content()); }',
    );
  return lines.join('\n');
}

/** The site's own files the page was made from (not its packages): its cached output is stale once one changes. */
function recordSources(root: string, data: FileData, inputs: string[]): void {
  for (const path of inputs) {
    const file = siteRelative(root, path);
    if (file.startsWith('..') || file.includes('node_modules/')) continue;
    data.partials.push({ file, hash: hashText(readFileSync(path, 'utf8')) });
  }
}

/** The browser bundle, by the hash of its code, as an asset of the page: the gate serves it to who may read it. */
function writeIsland(params: CompileParams, js: string): string {
  const name = `${hashText(js).slice(0, 16)}.js`;
  mkdirSync(params.islandsDir, { recursive: true });
  const path = join(params.islandsDir, name);
  writeFileSync(path, js);
  const publicPath = `/assets/islands/${name}`;
  params.data.assets.push({ source: siteRelative(params.root, path), publicPath });
  return publicPath;
}

