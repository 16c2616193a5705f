import type { Diagnostic } from '../../core/errors/diagnostic.ts';

/** What the dev server tells open tabs over `/__docgen/events` (one JSON object per SSE message). */
export type DevEvent =
  /** `routes` were re-rendered after a save of the file behind `route`; a tab showing one of them refetches its data. */
  | { type: 'page'; route: string; routes: string[] }
  /** The site changed as a whole (config, theme, client, sidebars, files added or removed): reload. */
  | { type: 'reload' }
  /**
   * The site's problems now (errors and warnings, as build reports them), as the terminal prints them (`text`) and
   * as data; an empty list means every problem was fixed. Tabs show them over the page.
   */
  | { type: 'problems'; text: string; diagnostics: Diagnostic[] };

/** One page redone after a save. */
export interface RebuiltPage {
  /** Source file relative to the site root. */
  file: string;
  /** The file's own route. */
  route: string;
  /** Every route re-rendered for it: its own, plus the pages that list it when its title changed. */
  routes: string[];
  ms: number;
  /** What build would report about the file: its front matter, its markdown, its links. */
  problems: Diagnostic[];
}

/** A saved file that could not be redone; the last good output stays in place. */
export interface FileFailure {
  file: string;
  diagnostics: Diagnostic[];
}

/** The outcome of one dev rebuild, plain data so it can cross from the builder thread. */
export type RebuildResult = FullBuildResult | PagesResult;

export type FullBuildResult =
  /** `problems`: what build would report, errors that did not stop the dev build included. */
  | { kind: 'full'; ok: true; pages: number; ms: number; problems: Diagnostic[]; anchors: Diagnostic[] }
  | { kind: 'full'; ok: false; ms: number; diagnostics: Diagnostic[] };

interface PagesResult {
  kind: 'pages';
  pages: RebuiltPage[];
  failures: FileFailure[];
  /** Every page's broken `#fragment` links, checked again after the saves. */
  anchors: Diagnostic[];
}

/** The dev server's builder: a full build, or only the pages of some saved markdown files. */
export interface Builder {
  full(): Promise<FullBuildResult>;
  /** Redo the pages of saved markdown files (relative to the site root); falls back to a full build when needed. */
  files(files: string[]): Promise<RebuildResult>;
  close(): Promise<void>;
}
