import type { SiteConfig } from '../config/schema.ts';

/** The loaded site: configuration plus every piece of content, before any markdown is transformed. */
export interface Site {
  /** Absolute directory holding `site.config.ts`. */
  root: string;
  config: SiteConfig;
  versions: DocVersion[];
  blog: BlogPost[];
  authors: Record<string, Author>;
  pages: StandalonePage[];
  /** Static files (relative to `content/static`) copied as they are. */
  staticFiles: string[];
}

export interface SourceFile {
  /** Path relative to the site root, with forward slashes (for diagnostics). */
  file: string;
  /** Markdown body without front matter. */
  body: string;
  /** Line in the file where the body starts (1-based), so positions in the body map back to the file. */
  bodyLine: number;
  frontMatter: Record<string, unknown>;
}

export interface DocVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** Route prefix: `/docs` for the latest version, `/docs/<name>` for older ones. */
  path: string;
  mainDocId: string;
  docs: Doc[];
  sidebars: Record<string, SidebarItem[]>;
  /** Docs marked `draft: true`: not built. */
  draftIds: string[];
  /** Directory of the version's docs relative to the site root. */
  dir: string;
}

export interface Doc {
  id: string;
  version: string;
  permalink: string;
  title: string;
  description?: string;
  sidebarPosition?: number;
  sidebarLabel?: string;
  unlisted: boolean;
  tags: string[];
  source: SourceFile;
}

export type SidebarItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'html'; value: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      link?: { type: 'doc'; id: string };
    };

export interface Author {
  /** Its key in `authors.yml`; absent for an author written out in a post's front matter. */
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
}

export interface BlogTag {
  label: string;
  /** `/blog/tags/<kebab-case label>`, or what `tags.yml` or the front matter names. */
  permalink: string;
  description?: string;
}

export interface BlogPost {
  /** `/blog/YYYY/MM/DD/<name>` for a dated file or folder, `/blog/<slug>` with a `slug` in its front matter. */
  permalink: string;
  /** `/blog/<name>` of a dated post, where docgen served it before: kept as a redirect to `permalink`. */
  legacyPermalink?: string;
  title: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  description?: string;
  authors: Author[];
  tags: BlogTag[];
  /** `unlisted: true`: built and reachable, left out of the lists, tags, archive and sidebar. */
  unlisted: boolean;
  source: SourceFile;
}

export interface StandalonePage {
  permalink: string;
  title: string;
  description?: string;
  source: SourceFile;
}
