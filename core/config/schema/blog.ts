import { z } from 'zod';
import type { BlogEditUrlFunction } from '../../site/edit-url.ts';
import { editLocalizedFiles, editUrlOf, lastUpdate } from './page-footer-options.ts';

/** The blog under `/blog`. */
export const blog = z.strictObject({
  /**
   * Must be `'blog'`: the blog is served under `/blog`.
   * @default 'blog'
   */
  routeBasePath: z.literal('blog').default('blog'),
  /**
   * The blog list's page title.
   * @default 'Blog'
   */
  title: z.string().default('Blog'),
  /**
   * Shows each post's reading time after its date ("4 min read"), on its page and in the lists, as Docusaurus does.
   * @default true
   */
  showReadingTime: z.boolean().default(true),
  /**
   * Accepted for compatibility and not used: the blog sidebar is titled "All posts".
   * @default 'All posts'
   */
  sidebarTitle: z.string().default('All posts'),
  /**
   * Posts per blog list page (`/blog`, then `/blog/page/2`, …).
   * @default 10
   */
  postsPerPage: z.number().int().positive().default(10),
  /**
   * Shows "Edit this page" under each post page, as Docusaurus does: a base URL followed by the post's file relative
   * to the site root (`content/blog/2024-01-05-hello.md`), or a function of
   * `{ blogDirPath, blogPath, permalink, locale }` returning the URL. Front matter `custom_edit_url` overrides it.
   * Left out: no post has the link.
   */
  editUrl: editUrlOf<BlogEditUrlFunction>('post').optional(),
  ...editLocalizedFiles,
  ...lastUpdate,
});
