import { posix } from 'node:path';
import { versionsOf } from '../../core/site/doc-instances.ts';
import { customEditUrl, joinEditUrl } from '../../core/site/edit-url.ts';
import type { BlogPost, Doc, DocVersion, Site } from '../../core/site/model.ts';
import { translatedBlogDir, translatedDocsDir } from '../i18n/i18n-layout.ts';

/** Where a page is rendered: its locale and its route there, which an `editUrl` function is given. */
export interface EditContext {
  locale: string;
  permalink: string;
}

const BLOG_DIR = 'content/blog';

/**
 * A doc's "Edit this page" URL as Docusaurus' docs plugin builds it: front matter `custom_edit_url`, else the
 * site's `docs.editUrl` function, else its base URL + the doc's version folder (the unreleased one with
 * `editCurrentVersion`; the translation's with `editLocalizedFiles`, for a translated doc) + the doc's path in it.
 */
export function docEditUrl(
  site: Site,
  version: DocVersion,
  doc: Doc,
  where: EditContext,
): string | undefined {
  const custom = customEditUrl(doc.source.frontMatter);
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl, editCurrentVersion, editLocalizedFiles } = site.config.docs;
  if (editUrl === undefined) return undefined;
  const translatedDir = translatedDocsDir(where.locale, version.name);
  const translated = isInside(doc.source.file, translatedDir);
  const docPath = posix.relative(translated ? translatedDir : version.dir, doc.source.file);
  if (typeof editUrl === 'function')
    return editUrl({
      version: version.name.slice(version.name.indexOf('/') + 1),
      versionDocsDirPath: version.dir,
      docPath,
      permalink: where.permalink,
      locale: where.locale,
    });
  const editedVersion = (editCurrentVersion && currentVersionOf(site, version)) || version;
  const dir =
    translated && editLocalizedFiles
      ? translatedDocsDir(where.locale, editedVersion.name)
      : editedVersion.dir;
  return joinEditUrl(editUrl, dir, docPath);
}

/**
 * A post's "Edit this page" URL as Docusaurus' blog plugin builds it: front matter `custom_edit_url`, else the
 * site's `blog.editUrl` function, else its base URL + the blog folder (the translation's with
 * `editLocalizedFiles`, for a translated post) + the post's path in it.
 */
export function postEditUrl(site: Site, post: BlogPost, where: EditContext): string | undefined {
  const custom = customEditUrl(post.source.frontMatter);
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl, editLocalizedFiles } = site.config.blog;
  if (editUrl === undefined) return undefined;
  const translatedDir = translatedBlogDir(where.locale);
  const blogDirPath = isInside(post.source.file, translatedDir) ? translatedDir : BLOG_DIR;
  const blogPath = posix.relative(blogDirPath, post.source.file);
  if (typeof editUrl === 'function')
    return editUrl({ blogDirPath, blogPath, permalink: where.permalink, locale: where.locale });
  return joinEditUrl(editUrl, editLocalizedFiles ? blogDirPath : BLOG_DIR, blogPath);
}

function isInside(file: string, dir: string): boolean {
  return file.startsWith(`${dir}/`);
}

/** The unreleased docs of the version's docs instance. */
function currentVersionOf(site: Site, version: DocVersion): DocVersion | undefined {
  return versionsOf(site.versions, version.instance).find(
    (other) => other.name === 'current' || other.name.endsWith('/current'),
  );
}
