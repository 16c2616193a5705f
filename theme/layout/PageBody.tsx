import type { ComponentType, ReactElement } from 'react';
import type { PageData } from '../../core/site/page-data.ts';
import type { PageViews } from './page-views.ts';

/** The page itself: the view of its kind. */
export function PageBody({ page, views }: { page: PageData; views: PageViews }): ReactElement {
  // Indexed by the page's own kind, the view takes this page's data.
  const View = views[page.kind] as ComponentType<{ page: PageData }> | undefined;
  if (!View) {
    throw new Error(
      `No view for page kind "${page.kind}": the generator and theme disagree, or its code was not loaded.`,
    );
  }
  return <View page={page} />;
}
