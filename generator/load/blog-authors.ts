import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { Author, SourceFile } from '../../core/site/model.ts';
import { readBlogDataFile } from './blog-data-file.ts';

const AUTHORS_FILE = 'content/blog/authors.yml';

/** `authors.yml`: author key → author. */
export type AuthorsMap = Record<string, Author>;

export async function loadAuthorsMap(root: string, diagnostics: Diagnostic[]): Promise<AuthorsMap> {
  const entries = (await readBlogDataFile(root, AUTHORS_FILE, diagnostics)) ?? {};
  const authors: AuthorsMap = {};
  for (const [key, value] of Object.entries(entries)) {
    const fields = authorFields(value);
    authors[key] = { ...fields, key, name: fields.name ?? key };
  }
  return authors;
}

/**
 * A post's authors as Docusaurus reads them: `authors` holds keys of `authors.yml`, authors written out
 * (`name`, `title`, `url`, `image_url`, `email`; with a `key`, they override that author's fields), or a mix;
 * the older `author`, `author_title`, `author_url` and `author_image_url` fields describe a single author.
 */
export function postAuthors(
  source: SourceFile,
  authorsMap: AuthorsMap,
): { authors: Author[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const authors = frontMatterAuthors(source.frontMatter.authors).flatMap((entry): Author[] => {
    const known = entry.key === undefined ? undefined : authorsMap[entry.key];
    if (entry.key !== undefined && !known) {
      diagnostics.push(missingAuthor(source, entry.key));
      return [];
    }
    const merged = { ...known, ...definedFields(entry) };
    return [{ ...merged, name: merged.name ?? '' }];
  });
  const legacy = legacyAuthor(source.frontMatter);
  if (!legacy) return { authors, diagnostics };
  if (authors.length > 0) diagnostics.push(mixedAuthors(source));
  return { authors: [legacy], diagnostics };
}

type AuthorEntry = Partial<Author>;

function frontMatterAuthors(value: unknown): AuthorEntry[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.flatMap((item): AuthorEntry[] => {
    if (typeof item === 'string') return [{ key: item }];
    return typeof item === 'object' && item !== null ? [authorFields(item)] : [];
  });
}

function authorFields(value: unknown): AuthorEntry {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (...fields: string[]) =>
    fields.map((field) => record[field]).find((v): v is string => typeof v === 'string' && v !== '');
  return {
    key: text('key'),
    name: text('name'),
    title: text('title'),
    url: text('url'),
    imageUrl: text('image_url', 'imageURL'),
    email: text('email'),
  };
}

function legacyAuthor(frontMatter: Record<string, unknown>): Author | undefined {
  const author = authorFields({
    name: frontMatter.author,
    title: frontMatter.author_title ?? frontMatter.authorTitle,
    url: frontMatter.author_url ?? frontMatter.authorURL,
    image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL,
  });
  const fields = definedFields(author);
  if (Object.keys(fields).length === 0) return undefined;
  return { ...fields, name: fields.name ?? '' };
}

/** Without the fields the front matter leaves out, so they do not hide those of `authors.yml`. */
function definedFields(author: AuthorEntry): AuthorEntry {
  return Object.fromEntries(Object.entries(author).filter(([, value]) => value !== undefined));
}

function missingAuthor(source: SourceFile, key: string): Diagnostic {
  return {
    code: 'blog-author-missing',
    severity: 'error',
    file: source.file,
    message: `Author "${key}" is not defined in ${AUTHORS_FILE}.`,
    hint: 'Add the author to authors.yml, fix the key, or write the author out (`name`, `title`, `url`, `image_url`).',
  };
}

function mixedAuthors(source: SourceFile): Diagnostic {
  return {
    code: 'blog-authors-mixed',
    severity: 'error',
    file: source.file,
    message: 'The post declares authors both with `authors` and with the older `author` fields.',
    hint: 'Keep `authors` and remove `author`, `author_title`, `author_url` and `author_image_url`.',
  };
}
