import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { Author, BlogPost, SourceFile } from '../../core/site/model.ts';
import { stringField, stringListField, titleOf } from './front-matter-fields.ts';
import { readSourceFile } from './source-file.ts';
import { contentDir, listFiles } from './walk.ts';

const POST_FILE = /^(\d{4}-\d{2}-\d{2})-(.+)\.md$/;

export interface BlogResult {
  posts: BlogPost[];
  authors: Record<string, Author>;
  diagnostics: Diagnostic[];
}

/** Loads `content/blog`: posts named `YYYY-MM-DD-slug.md` (newest first) and `authors.yml`. */
export async function loadBlog(root: string): Promise<BlogResult> {
  const dir = contentDir(root, 'blog');
  const diagnostics: Diagnostic[] = [];
  const authors = await loadAuthors(root, diagnostics);
  const posts: BlogPost[] = [];
  for (const name of await listFiles(dir, '*.md')) {
    const result = await readSourceFile(root, join(dir, name));
    if (!result.ok) {
      diagnostics.push(result.diagnostic);
      continue;
    }
    const post = postFromSource(result.source, name, authors);
    posts.push(post.post);
    diagnostics.push(...post.diagnostics);
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, authors, diagnostics };
}

/** The post a markdown file `name` (`YYYY-MM-DD-slug.md`) describes; its authors must exist. */
export function postFromSource(
  source: SourceFile,
  name: string,
  authors: Record<string, Author>,
): { post: BlogPost; diagnostics: Diagnostic[] } {
  const fromName = POST_FILE.exec(name);
  const slug = stringField(source, 'slug') ?? fromName?.[2] ?? name.replace(/\.md$/, '');
  const authorKeys = stringListField(source, 'authors');
  const diagnostics = authorKeys
    .filter((key) => !authors[key])
    .map((key): Diagnostic => ({
      code: 'blog-author-missing',
      severity: 'error',
      file: source.file,
      message: `Author "${key}" is not defined in content/blog/authors.yml.`,
      hint: 'Add the author to authors.yml or fix the key.',
    }));
  const post: BlogPost = {
    slug,
    permalink: `/blog/${slug}`,
    title: titleOf(source, slug),
    date: stringField(source, 'date') ?? fromName?.[1] ?? '1970-01-01',
    description: stringField(source, 'description'),
    authorKeys,
    tags: stringListField(source, 'tags'),
    source,
  };
  return { post, diagnostics };
}

async function loadAuthors(root: string, diagnostics: Diagnostic[]): Promise<Record<string, Author>> {
  const file = 'content/blog/authors.yml';
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch {
    return {};
  }
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    diagnostics.push({
      code: 'front-matter-invalid',
      severity: 'error',
      file,
      message: (error as Error).message,
    });
    return {};
  }
  const authors: Record<string, Author> = {};
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, Record<string, unknown>>)) {
    const text = (field: string) =>
      typeof value?.[field] === 'string' ? (value[field] as string) : undefined;
    authors[key] = {
      key,
      name: text('name') ?? key,
      title: text('title'),
      url: text('url'),
      imageUrl: text('image_url') ?? text('image'),
    };
  }
  return authors;
}
