import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { TocEntry } from '../../core/site/page-data.ts';

/** What the transform stage needs to know about the rest of the site, shared by every file. */
export interface LinkContext {
  /** Source file (relative to the site root) → route, for every doc, page and post. */
  routesByFile: Record<string, string>;
}

/** One markdown file to transform. */
export interface TransformInput {
  file: string;
  body: string;
  /** Line of the file where `body` starts, so diagnostics point into the file. */
  bodyLine: number;
}

/** An image a page uses, copied into the output by the render stage. */
export interface ContentAsset {
  /** Source path relative to the site root. */
  source: string;
  /** Public URL path in the output. */
  publicPath: string;
}

export interface TransformOutput {
  html: string;
  toc: TocEntry[];
  hasMermaid: boolean;
  words: number;
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
}

/** Per-file state the unified plugins write into (set on `file.data`). */
export interface FileData {
  input: TransformInput;
  links: LinkContext;
  toc: TocEntry[];
  assets: ContentAsset[];
  diagnostics: Diagnostic[];
  hasMermaid: boolean;
}
