import { joinRoute } from '../../core/routes/paths.ts';

/** The blog's route: every post, list, tag and archive page is under it. */
export const BLOG_ROUTE = '/blog';

/**
 * A date anywhere in the path, as in Docusaurus: `2024-01-31-name.md`, `2024-01-31-name/index.md`,
 * `2024/01/31/name.md`, `team/2024-01-31-name.md` (the folder before the date stays in the slug).
 */
const DATED_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostPath {
  /** ISO `YYYY-MM-DD`, when the path names a date. */
  date?: string;
  /** The post's name: the path without the date, the extension and a trailing `/index`. */
  name: string;
  /** The post's place under the blog: `/2024/01/31/name` for a dated path, else `/name`. */
  slug: string;
}

/** What a post's path (relative to `content/blog`, forward slashes) says about its date and route. */
export function parsePostPath(relativePath: string): PostPath {
  const match = DATED_PATH.exec(relativePath);
  if (!match?.groups) {
    const name = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
    return { name, slug: `/${name}` };
  }
  const { folder = '', date = '', text = '' } = match.groups;
  return { date: isoDate(date), name: text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
}

/**
 * A post's route. Docusaurus puts a `slug` from the front matter under the blog whether it starts with a slash
 * or not (`slug: launch` and `slug: /launch` are both `/blog/launch`).
 */
export function postPermalink(path: PostPath, frontMatterSlug: string | undefined): string {
  return joinRoute(BLOG_ROUTE, frontMatterSlug ?? path.slug);
}

/**
 * Where docgen served a dated post before its routes followed Docusaurus (`/blog/<name>`), so links and bookmarks
 * to it keep working through a redirect. A post with its own `slug` was and is served at that slug.
 */
export function legacyPermalink(path: PostPath, frontMatterSlug: string | undefined): string | undefined {
  if (frontMatterSlug !== undefined || path.date === undefined || path.name === '') return undefined;
  return joinRoute(BLOG_ROUTE, path.name);
}

function isoDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split(/[-/]/);
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
