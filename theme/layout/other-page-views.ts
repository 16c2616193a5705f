import { AuthorsPage } from '../blog/AuthorsPage.tsx';
import { BlogArchivePage } from '../blog/BlogArchivePage.tsx';
import { BlogListPage } from '../blog/BlogListPage.tsx';
import { BlogPostPage } from '../blog/BlogPostPage.tsx';
import { BlogTagsPage } from '../blog/BlogTagsPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { MarkdownPage } from '../pages/MarkdownPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { SearchPage } from '../pages/SearchPage.tsx';
import type { PageViews } from './page-views.ts';

/** The views of the other kinds (see `FIRST_PAGE_VIEWS`): the client loads them as one chunk when it needs one. */
export const OTHER_PAGE_VIEWS = {
  blogList: BlogListPage,
  blogPost: BlogPostPage,
  authors: AuthorsPage,
  blogTags: BlogTagsPage,
  blogArchive: BlogArchivePage,
  markdown: MarkdownPage,
  home: HomePage,
  redirect: RedirectPage,
  notFound: NotFoundPage,
  search: SearchPage,
} satisfies PageViews;
