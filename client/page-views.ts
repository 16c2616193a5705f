/**
 * The page views the client renders with: those of docs and the sign-in shell from the start, the others
 * (`OTHER_PAGE_VIEWS`) once a page of their kinds is to be hydrated or shown.
 */
import { FIRST_PAGE_VIEWS } from '../theme/layout/first-page-views.ts';
import type { PageKind, PageViews } from '../theme/layout/page-views.ts';

const views: { -readonly [K in keyof PageViews]: PageViews[K] } = { ...FIRST_PAGE_VIEWS };
let others: Promise<void> | undefined;

/** The views loaded so far: what `App` is given to render with. */
export const pageViews: PageViews = views;

function hasPageView(kind: PageKind): boolean {
  return views[kind] !== undefined;
}

/** Resolves once the view of `kind` is loaded; a failed load is forgotten, so a later call tries again. */
export function loadPageView(kind: PageKind): Promise<void> {
  if (hasPageView(kind)) return Promise.resolve();
  others ??= import('../theme/layout/other-page-views.ts').then(
    (module) => void Object.assign(views, module.OTHER_PAGE_VIEWS),
    (error: unknown) => {
      others = undefined;
      throw error;
    },
  );
  return others;
}
