import type { SiteConfig } from '../../core/config/schema.ts';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { TocEntry } from '../../core/site/page-data.ts';
import type { IndexedSection } from '../search/indexed-sections.ts';
import type { PartialUse } from './mdx/partial-files.ts';

/** What the transform stage needs to know about the rest of the site, shared by every file. */
/** How `.md` files are read: as MDX, or (`'detect'`) with braces as text. */
export type MarkdownFormat = SiteConfig['markdown']['format'];

export interface LinkContext {
  /** Source file (relative to the site root) → route, for every doc, page and post. */
  routesByFile: Record<string, string>;
  /** Files of the site left out for errors of their own, already reported: links to them are not. */
  leftOut?: string[];
  /** What a site's components read as Docusaurus' `siteConfig` (MDX compiled for real, see `mdx-compile/`). */
  siteConfig?: { title: string; tagline: string; url: string; customFields?: Record<string, unknown> };
  /** The key of the site's own remark and rehype plugins (see `site-plugins.ts`); none when absent or `''`. */
  sitePlugins?: string;
  /** The site's URL, which the pages' markdown copies' links are made absolute with; absent: no copies. */
  markdownSiteUrl?: string;
  /** The site's `markdown.format` when `'detect'`: `.md` files keep braces as text (default `'mdx'`). */
  markdownFormat?: MarkdownFormat;
  /** The locale the pages are written in: its language's analyzer makes their search terms (default `en`). */
  locale?: string;
}

/** One markdown file to transform. */
export interface TransformInput {
  file: string;
  body: string;
  /** Line of the file where `body` starts, so diagnostics point into the file. */
  bodyLine: number;
  /** The locale of a translation (`content/i18n/<locale>/…`): its search terms are made in its language. */
  locale?: string;
  /**
   * A doc whose card on a category's generated page shows its first line of text (`cardedDocs`): only then is it
   * read (`TransformOutput.excerpt`), as reading it parses the line's markdown.
   */
  excerpt?: boolean;
}

/** An image a page uses, copied into the output by the render stage. */
export interface ContentAsset {
  /** Source path relative to the site root. */
  source: string;
  /** Public URL path in the output. */
  publicPath: string;
}

/** A link as the writer wrote it (its URL already resolved from `.md` to a route), for the checks' file:line. */
export interface SourceLink {
  url: string;
  /** The partial it was written in, when not the page's own file. */
  file?: string;
  line: number;
  column: number;
  /** An image (`![alt](src)`) rather than a link: its file is checked by the transform. */
  image?: true;
}

export interface TransformOutput {
  html: string;
  /** A hash of `html`: what depends on the HTML is keyed by it without reading it. */
  htmlHash: string;
  /** The page's sections and their search terms, for the search index. */
  sections: IndexedSection[];
  /** The content as markdown, title aside (see `page-markdown.ts`), when the site makes markdown copies. */
  markdown?: string;
  toc: TocEntry[];
  /** Every id and anchor name the page's content defines, for the check of `#fragment` links to it. */
  anchors: string[];
  /** The page's markdown links and images, where they were written. */
  links: SourceLink[];
  hasMermaid: boolean;
  words: number;
  /**
   * What the render shows of the markdown besides its HTML, read from it here so that the main thread need not
   * keep a page's markdown past its transform: whether it has its own `# Title` (`content-title.ts`), and, when
   * `TransformInput.excerpt` asks for it, the first line of its text (`doc-excerpt.ts`).
   */
  hasContentTitle: boolean;
  excerpt?: string;
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
  /** The markdown partials the page includes: its cached output is stale when one of them changed. */
  partials: PartialUse[];
}

/** Per-file state the unified plugins write into (set on `file.data`). */
export interface FileData {
  input: TransformInput;
  links: LinkContext;
  toc: TocEntry[];
  anchors: string[];
  sourceLinks: SourceLink[];
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
  hasMermaid: boolean;
  partials: PartialUse[];
}

export function newFileData(input: TransformInput, links: LinkContext): FileData {
  return {
    input,
    links,
    toc: [],
    anchors: [],
    sourceLinks: [],
    assets: [],
    diagnostics: [],
    hasMermaid: false,
    partials: [],
  };
}
