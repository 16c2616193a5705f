import { DocPage } from '../doc/DocPage.tsx';
import { SignInPage } from '../pages/SignInPage.tsx';
import type { PageViews } from './page-views.ts';

/**
 * The views the client has from the start: docs are most pages, and the sign-in shell is the first page of a
 * reader who is not signed in.
 */
export const FIRST_PAGE_VIEWS = { doc: DocPage, signIn: SignInPage } satisfies PageViews;
