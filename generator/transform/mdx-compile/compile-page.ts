import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { VFile } from 'vfile';
import {
  MdxPageContext,
  type DocusaurusSiteConfig,
  type MdxPageInfo,
} from '../../../theme/docusaurus/page-context.ts';
import { newFileData, type FileData } from '../context.ts';
import { hashText } from '../mdx/partial-files.ts';
import { bundlePage, siteRelative } from './bundle-page.ts';
import { loadComponentModule } from './component-modules.ts';
import { PAGE_CONTEXT_FILE } from './docusaurus-modules.ts';
import { isInteractive } from './interactive.ts';
import { preprocessMdx, type MdxProcessor } from './mdx-processor.ts';
import { renderToHtml } from './render-content.ts';
import { runPageModule } from './run-page.ts';

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
  const { data, root } = params;
  const page = await compileModule(params, data, data.input.body);
  const pagePath = join(root, data.input.file);
  const compilePartial = (path: string) => compilePartialModule(params, path);
  const run = await runPageModule({ root, path: pagePath, code: page, compilePartial });
  const globals = await loadComponentModule(root, '@theme/MDXComponents', root);
  const modules = [globals, ...run.modules];
  recordSources(
    root,
    data,
    modules.flatMap((module) => module.inputs),
  );
  const info: MdxPageInfo = { route: params.route, siteConfig: params.siteConfig };
  const components = globals.exports.default;
  const MDXContent = run.exports.default as ComponentType<{ components: unknown }>;
  const html = await renderToHtml(
    createElement(MdxPageContext.Provider, { value: info }, createElement(MDXContent, { components })),
  );
  const css = [...new Set(modules.map((module) => module.css))].join('');
  const style = css.trim() === '' ? '' : `<style>${css}</style>`;
  if (!isInteractive(page, []) && !modules.some((module) => module.interactive)) return `${style}${html}`;
  const browser = await bundlePage({
    root,
    pagePath,
    page,
    entry: browserEntry(info),
    target: 'browser',
    compilePartial,
  });
  const island = writeIsland(params, browser.js);
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
  page.partials.push({ file, hash: hashText(body) });
  page.diagnostics.push(...own.diagnostics);
  page.assets.push(...own.assets);
  page.anchors.push(...own.anchors);
  page.sourceLinks.push(...own.sourceLinks.map((link) => ({ ...link, file })));
  page.hasMermaid ||= own.hasMermaid;
  return code;
}

/**
 * The browser bundle's entry: the page's content inside the context the Docusaurus shims read, with the site's
 * global components (`@theme/MDXComponents`), hydrated into the island's container.
 */
function browserEntry(info: MdxPageInfo): string {
  return [
    "import MDXContent from 'docgen:page';",
    "import MDXComponents from '@theme/MDXComponents';",
    `import { MdxPageContext } from ${JSON.stringify(PAGE_CONTEXT_FILE)};`,
    "import { jsx } from 'react/jsx-runtime';",
    "import { hydrateRoot } from 'react-dom/client';",
    `const content = jsx(MdxPageContext.Provider, { value: ${JSON.stringify(info)}, children: jsx(MDXContent, { components: MDXComponents }) });`,
    'export default function hydrate(container) { hydrateRoot(container, content); }',
  ].join('\n');
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
