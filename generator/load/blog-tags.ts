import capitalize from 'lodash-es/capitalize.js';
import kebabCase from 'lodash-es/kebabCase.js';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { joinRoute } from '../../core/routes/paths.ts';
import type { BlogTag, SourceFile } from '../../core/site/model.ts';
import { readBlogDataFile } from './blog-data-file.ts';
import { BLOG_ROUTE } from './blog-post-path.ts';

const TAGS_FILE = 'content/blog/tags.yml';
export const TAGS_ROUTE = `${BLOG_ROUTE}/tags`;

/** `tags.yml`: tag key → tag; undefined when the blog has no such file (then every tag is written inline). */
export type TagsFile = Record<string, BlogTag> | undefined;

/** Reads `tags.yml` as Docusaurus does: `key: {label, permalink, description}`, each field optional. */
export async function loadTagsFile(root: string, diagnostics: Diagnostic[]): Promise<TagsFile> {
  const entries = await readBlogDataFile(root, TAGS_FILE, diagnostics);
  if (!entries) return undefined;
  const tags: Record<string, BlogTag> = {};
  for (const [key, value] of Object.entries(entries)) {
    const field = (name: string) => {
      const v = (value as Record<string, unknown> | null)?.[name];
      return typeof v === 'string' && v !== '' ? v : undefined;
    };
    tags[key] = {
      label: field('label') ?? capitalize(key),
      permalink: joinRoute(TAGS_ROUTE, field('permalink') ?? kebabCase(key)),
      description: field('description'),
    };
  }
  return tags;
}

/**
 * A post's `tags`: keys of `tags.yml`, other strings (their page is the label in kebab case, `Release Notes` →
 * `/blog/tags/release-notes`) or `{label, permalink}` objects. With a `tags.yml`, a tag it does not define warns.
 */
export function postTags(
  source: SourceFile,
  tagsFile: TagsFile,
): { tags: BlogTag[]; diagnostics: Diagnostic[] } {
  const value = source.frontMatter.tags;
  const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const tags: BlogTag[] = [];
  const undefinedLabels: string[] = [];
  for (const item of list) {
    const defined = typeof item === 'string' ? tagsFile?.[item] : undefined;
    const tag = defined ?? inlineTag(item);
    if (!tag) continue;
    if (!defined && tagsFile) undefinedLabels.push(tag.label);
    if (!tags.some((t) => t.permalink === tag.permalink)) tags.push(tag);
  }
  return { tags, diagnostics: undefinedLabels.length > 0 ? [undefinedTags(source, undefinedLabels)] : [] };
}

function inlineTag(item: unknown): BlogTag | undefined {
  if (typeof item === 'string' || typeof item === 'number') {
    const label = String(item);
    return { label, permalink: joinRoute(TAGS_ROUTE, kebabCase(label)) };
  }
  if (typeof item !== 'object' || item === null) return undefined;
  const { label, permalink } = item as Record<string, unknown>;
  if (typeof label !== 'string' || typeof permalink !== 'string') return undefined;
  return { label, permalink: joinRoute(TAGS_ROUTE, permalink) };
}

function undefinedTags(source: SourceFile, labels: string[]): Diagnostic {
  return {
    code: 'blog-tag-undefined',
    severity: 'warning',
    file: source.file,
    message: `Tags [${labels.join(', ')}] are not defined in ${TAGS_FILE}.`,
    hint: 'Add them to tags.yml, or use a key it defines.',
  };
}
