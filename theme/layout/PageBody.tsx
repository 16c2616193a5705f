import type { ReactElement } from 'react';
import type { PageData } from '../../core/site/page-data.ts';
import { AuthorsPage } from '../blog/AuthorsPage.tsx';
import { BlogListPage } from '../blog/BlogListPage.tsx';
import { BlogPostPage } from '../blog/BlogPostPage.tsx';
import { DocPage } from '../doc/DocPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { MarkdownPage } from '../pages/MarkdownPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { SignInPage } from '../pages/SignInPage.tsx';

/** The page itself, chosen by `page.kind`. */
export function PageBody({ page }: { page: PageData }): ReactElement {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} />;
    case 'blogList':
      return <BlogListPage page={page} />;
    case 'blogPost':
      return <BlogPostPage page={page} />;
    case 'authors':
      return <AuthorsPage page={page} />;
    case 'markdown':
      return <MarkdownPage page={page} />;
    case 'home':
      return <HomePage page={page} />;
    case 'redirect':
      return <RedirectPage page={page} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'signIn':
      return <SignInPage />;
    default:
      throw new Error(
        `Page data with unknown kind "${(page as { kind: string }).kind}": the generator and theme disagree.`,
      );
  }
}
