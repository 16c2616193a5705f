import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { Author, BlogPost, SourceFile } from '../../core/site/model.ts';
import { loadAuthorsMap, postAuthors, type AuthorsMap } from './blog-authors.ts';
import { takeContentTitle } from './blog-content-title.ts';
import { legacyPermalink, parsePostPath, postPermalink } from './blog-post-path.ts';
import { loadTagsFile, postTags, type TagsFile } from './blog-tags.ts';
import { withHtmlTruncateMarker } from './blog-truncate.ts';
import { booleanField, stringField } from './front-matter-fields.ts';
import type { FrontMatterCache } from './front-matter-cache.ts';
import { readCheckedSource } from './front-matter-schema.ts';
import { contentDir, listFiles, MARKDOWN_FILES } from './walk.ts';

/** Posts are markdown files anywhere under `content/blog`; `_`-prefixed files and folders are left out, as in Docusaurus. */
const EXCLUDED = /(?:^|\/)_/;

export interface BlogResult {
  posts: BlogPost[];
  authors: Record<string, Author>;
  diagnostics: Diagnostic[];
}

/** What every post is read against: `authors.yml` and `tags.yml`. */
export interface BlogData {
  authors: AuthorsMap;
  tags: TagsFile;
}

/** Loads `content/blog`: its posts (newest first, drafts left out), `authors.yml` and `tags.yml`. */
export async function loadBlog(root: string, frontMatter?: FrontMatterCache): Promise<BlogResult> {
  const dir = contentDir(root, 'blog');
  const diagnostics: Diagnostic[] = [];
  const data: BlogData = {
    authors: await loadAuthorsMap(root, diagnostics),
    tags: await loadTagsFile(root, diagnostics),
  };
  const posts: BlogPost[] = [];
  for (const path of await listFiles(dir, MARKDOWN_FILES)) {
    if (EXCLUDED.test(path)) continue;
    const { source, diagnostics: found } = await readCheckedSource(
      root,
      join(dir, path),
      'post',
      frontMatter,
    );
    diagnostics.push(...found);
    if (!source) continue;
    const read = postFromSource(source, path, data);
    if (read.post) posts.push(read.post);
    diagnostics.push(...read.diagnostics);
  }
  posts.sort(newestFirst);
  return { posts, authors: data.authors, diagnostics };
}

/** Newest first; posts of the same day by permalink. */
function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.date.localeCompare(a.date) || a.permalink.localeCompare(b.permalink);
}

/**
 * The post a markdown file describes (`path` relative to `content/blog`), or none for a draft. Its date comes
 * from the front matter, else from the path; its route from `slug`, else from the path; its title from the front
 * matter, else from the `# heading` it opens with, else from the path.
 */
export function postFromSource(
  source: SourceFile,
  path: string,
  data: BlogData,
): { post?: BlogPost; diagnostics: Diagnostic[] } {
  if (booleanField(source, 'draft')) return { diagnostics: [] };
  const postPath = parsePostPath(path);
  const slug = stringField(source, 'slug');
  const authors = postAuthors(source, data.authors);
  const tags = postTags(source, data.tags);
  const content = takeContentTitle(source.body);
  const post: BlogPost = {
    permalink: postPermalink(postPath, slug),
    legacyPermalink: legacyPermalink(postPath, slug),
    title: stringField(source, 'title') ?? content.title ?? postPath.name,
    date: stringField(source, 'date') ?? postPath.date ?? '1970-01-01',
    description: stringField(source, 'description'),
    authors: authors.authors,
    tags: tags.tags,
    unlisted: booleanField(source, 'unlisted'),
    source: { ...source, body: withHtmlTruncateMarker(content.body) },
  };
  return { post, diagnostics: [...authors.diagnostics, ...tags.diagnostics] };
}
