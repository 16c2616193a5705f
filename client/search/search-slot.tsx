import type { ReactElement } from 'react';
import type { PageData } from '../../core/site/page-data.ts';
import { LazySearchDialog } from './LazySearchDialog.tsx';

/** The theme's search dialog slot: a doc page searches its own version, any other page the latest. */
export function searchSlot(page: PageData): (close: () => void, query: string) => ReactElement {
  const version = page.kind === 'doc' ? page.version : undefined;
  return (close, query) => <LazySearchDialog version={version} close={close} initialQuery={query} />;
}
