import { FIRST_PAGE_VIEWS } from './first-page-views.ts';
import { OTHER_PAGE_VIEWS } from './other-page-views.ts';
import type { PageViews } from './page-views.ts';

/** Every page kind's view, for rendering any page at once (the generator's server render). */
export const ALL_PAGE_VIEWS = { ...FIRST_PAGE_VIEWS, ...OTHER_PAGE_VIEWS } satisfies Required<PageViews>;
