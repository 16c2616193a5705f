import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import type { Processor } from 'unified';
import { proseHasAutolinkTrigger } from './autolink-literals.ts';
import {
  newFileData,
  type FileData,
  type LinkContext,
  type TransformInput,
  type TransformOutput,
} from './context.ts';
import { highlightCache } from './highlight-cache.ts';
import { hasContentTitle } from './content-title.ts';
import { docExcerpt } from './doc-excerpt.ts';
import { withDirectiveTitles } from './mdx/legacy-admonition-titles.ts';
import { hashText } from './mdx/partial-files.ts';
import { compileMdxPageOrFallBack } from './mdx-compile/compile-or-fall-back.ts';
import { needsMdxCompiler } from './mdx-compile/detect.ts';
import { createMdxProcessor, type MdxProcessor } from './mdx-compile/mdx-processor.ts';
import { markdownOfHast, markdownOfHtml } from './page-markdown.ts';
import { createProcessor } from './pipeline.ts';
import { markdownOfSource, type CopyPlace } from './source-markdown.ts';
import { loadSitePlugins } from './site-plugins.ts';
import { DEFAULT_SEARCH_LOCALE } from '../../core/search/search-terms.ts';
import { indexedSections } from '../search/indexed-sections.ts';

interface Processors {
  full: Processor;
  withoutAutolinkLiterals: Processor;
  mdx: MdxProcessor;
}

const processors = new Map<string, Processors>();

async function getProcessors(
  root: string,
  cacheDir: string | undefined,
  links: LinkContext,
): Promise<Processors> {
  const pluginsKey = links.sitePlugins ?? '';
  const key = `${root}\0${cacheDir ?? ''}\0${pluginsKey}`;
  let made = processors.get(key);
  if (!made) {
    const highlights = highlightCache(cacheDir);
    const sitePlugins = pluginsKey === '' ? undefined : await loadSitePlugins(root, pluginsKey);
    made = {
      full: createProcessor({ root, highlights, autolinkLiterals: true, sitePlugins }),
      withoutAutolinkLiterals: createProcessor({ root, highlights, autolinkLiterals: false, sitePlugins }),
      mdx: createMdxProcessor({ root, highlights, sitePlugins }),
    };
    processors.set(key, made);
  }
  return made;
}

/** A page's content as HTML and, when the site makes copies, as markdown. */
interface Content {
  html: string;
  markdown?: string;
}

/**
 * Markdown → HTML; parsed without autolink literals first, and again with them only where prose may have some.
 * The markdown copy of a plain page is its source, links made absolute (`source-markdown.ts`); of any other, made
 * from the HTML's tree, which it takes over once the HTML is out. A site's plugins may change anything: its
 * pages take the HTML path.
 */
async function toHtml(
  file: VFile,
  root: string,
  cacheDir: string | undefined,
  links: LinkContext,
): Promise<Content> {
  const { full, withoutAutolinkLiterals } = await getProcessors(root, cacheDir, links);
  let tree = withoutAutolinkLiterals.parse(file) as Root;
  if (proseHasAutolinkTrigger(tree)) tree = full.parse(file) as Root;
  const hast = (await full.run(tree, file)) as HastRoot;
  const html = String(full.stringify(hast, file));
  const copy = copyPlace(links, file.path);
  if (!copy) return { html };
  // The markdown tree as our plugins left it: remark-rehype made a new tree of it, unchanged.
  const fromSource =
    (links.sitePlugins ?? '') === ''
      ? markdownOfSource(tree, String(file.value), file.data as unknown as FileData, copy)
      : undefined;
  return { html, markdown: fromSource ?? markdownOfHast(hast, copy.route, copy.siteUrl) };
}

/** Where a page's markdown copy's links point from, when the site makes copies. */
function copyPlace(links: LinkContext, file: string): CopyPlace | undefined {
  const siteUrl = links.markdownSiteUrl;
  return siteUrl === undefined ? undefined : { route: links.routesByFile[file] ?? '/', siteUrl };
}

/** Compiled MDX, whose HTML React rendered, with its markdown copy made from that HTML. */
function withMarkdownOfHtml(html: string, links: LinkContext, file: string): Content {
  const copy = copyPlace(links, file);
  return copy ? { html, markdown: markdownOfHtml(html, copy.route, copy.siteUrl) } : { html };
}

/** A page through the MDX compiler; when it falls back to the markdown chain, that chain's content. */
async function compiledMdx(
  params: { root: string; input: TransformInput; links: LinkContext; cacheDir?: string },
  data: FileData,
  markdown: () => Promise<Content>,
): Promise<Content> {
  let fellBack: Content | undefined;
  const html = await compileMdxPageOrFallBack({
    root: params.root,
    processor: (await getProcessors(params.root, params.cacheDir, params.links)).mdx,
    data,
    cacheDir: params.cacheDir,
    markdown: async () => (fellBack = await markdown()).html,
  });
  return fellBack ?? withMarkdownOfHtml(html, params.links, params.input.file);
}

/** The transform stage for one file: markdown body → HTML, table of contents, assets and diagnostics. */
export async function transformMarkdown(params: {
  root: string;
  input: TransformInput;
  links: LinkContext;
  /** The site's cache, for highlighted code across builds (see `highlight-cache.ts`). */
  cacheDir?: string;
}): Promise<TransformOutput> {
  const data = newFileData(params.input, params.links);
  const markdown = () => {
    const value = withDirectiveTitles(params.input.body);
    const file = new VFile({ path: params.input.file, value, data: data as never });
    return toHtml(file, params.root, params.cacheDir, params.links);
  };
  const { html, markdown: copy } = needsMdxCompiler(
    params.input.file,
    params.input.body,
    params.links.markdownFormat,
  )
    ? await compiledMdx(params, data, markdown)
    : await markdown();
  const excerpt = params.input.excerpt ? docExcerpt(params.input.body) : undefined;
  return {
    html,
    ...(copy === undefined ? {} : { markdown: copy }),
    htmlHash: hashText(html),
    sections: indexedSections(html, params.input.locale ?? params.links.locale ?? DEFAULT_SEARCH_LOCALE),
    toc: data.toc,
    anchors: data.anchors,
    links: data.sourceLinks,
    hasMermaid: data.hasMermaid,
    words: BLOG_POST.test(params.input.file)
      ? countWords(params.input.body, params.input.locale ?? params.links.locale ?? DEFAULT_SEARCH_LOCALE)
      : 0,
    hasContentTitle: hasContentTitle(params.input.body),
    ...(excerpt === undefined ? {} : { excerpt }),
    assets: data.assets,
    diagnostics: data.diagnostics,
    partials: data.partials,
  };
}

/** Blog posts (`content/blog/`, a locale's translations of them): their words make their reading time. */
const BLOG_POST = /^content\/(?:blog|i18n\/[^/]+\/docusaurus-plugin-content-blog)\//;

/**
 * The words of the markdown source, as Docusaurus counts them for a post's reading time: the word-like segments
 * `Intl.Segmenter` finds in the page's language (`--check` is one, code and markup count). Slow (a few ms per
 * 1,000 words), so only blog posts are counted.
 */
function countWords(markdown: string, locale: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(markdown)) {
    if (segment.isWordLike) words += 1;
  }
  return words;
}
