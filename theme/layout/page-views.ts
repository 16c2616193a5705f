import type { ComponentType } from 'react';
import type { PageData } from '../../core/site/page-data.ts';

export type PageKind = PageData['kind'];

/** The component that renders the pages of one kind. */
type PageView<K extends PageKind> = ComponentType<{ page: Extract<PageData, { kind: K }> }>;

/**
 * The component of each page kind that `App` can render. The server has every kind's; the client loads a
 * kind's before it hydrates or shows a page of that kind, so a page carries only the code of its own kind.
 */
export type PageViews = { readonly [K in PageKind]?: PageView<K> };
